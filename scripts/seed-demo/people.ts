import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Db } from '../../src/server/db/client';
import { clients, creditChanges, nutritionists, users } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/lib/banner';
import { addDays } from '../../src/shared/plan-calendar';
import { practiceToday } from '../../src/shared/practice-date';

const NUTRITIONISTS = [
  {
    firstName: 'Ananya',
    lastName: 'Krishnan',
    email: 'ananya.krishnan@demo.nutrition.in',
    speciality: 'Sports Nutrition',
    experience: '9 years',
    certification: 'M.Sc. Sports Nutrition, ISSN-SNS',
    phone: '9845023417',
    address: '14, 2nd Main, Jayanagar 4th Block, Bengaluru 560011',
    bloodGroup: 'B+ve',
    description: 'Works with state-level cricketers and marathon runners on periodised eating.',
  },
  {
    firstName: 'Rohit',
    lastName: 'Malhotra',
    email: 'rohit.malhotra@demo.nutrition.in',
    speciality: 'Clinical Nutrition',
    experience: '12 years',
    certification: 'Registered Dietitian (IDA), M.Sc. Clinical Nutrition',
    phone: '9810457723',
    address: 'C-42, Defence Colony, New Delhi 110024',
    bloodGroup: 'O+ve',
    description: 'Diabetes, thyroid and cardiac diets; hospital background at a Delhi multi-speciality.',
  },
  {
    firstName: 'Fatima',
    lastName: 'Sheikh',
    email: 'fatima.sheikh@demo.nutrition.in',
    speciality: 'PCOS & Women’s Health',
    experience: '7 years',
    certification: 'M.Sc. Food Science & Nutrition, Certified Diabetes Educator',
    phone: '9867012458',
    address: '301, Sea Breeze Apartments, Bandra West, Mumbai 400050',
    bloodGroup: 'A+ve',
    description: 'PCOS, pregnancy and lactation nutrition with a focus on regional home food.',
  },
  {
    firstName: 'Venkatesh',
    lastName: 'Iyer',
    email: 'venkatesh.iyer@demo.nutrition.in',
    speciality: 'Weight Management',
    experience: '15 years',
    certification: 'Ph.D. Nutrition, Registered Dietitian (IDA)',
    phone: '9840136629',
    address: '7, Luz Church Road, Mylapore, Chennai 600004',
    bloodGroup: 'AB+ve',
    description: 'Sustainable weight loss for working professionals; vegetarian South Indian plans.',
  },
  {
    firstName: 'Harpreet',
    lastName: 'Gill',
    email: 'harpreet.gill@demo.nutrition.in',
    speciality: 'Paediatric Nutrition',
    experience: '6 years',
    certification: 'M.Sc. Child Development & Nutrition',
    phone: '9815524470',
    address: 'House 118, Sector 35-A, Chandigarh 160022',
    bloodGroup: 'O-ve',
    description: 'Toddler and school-age feeding, picky eaters and adolescent athletes.',
  },
  {
    firstName: 'Debasmita',
    lastName: 'Sen',
    email: 'debasmita.sen@demo.nutrition.in',
    speciality: 'Renal & Gut Health',
    experience: '10 years',
    certification: 'M.Sc. Dietetics, Certificate in Renal Nutrition',
    phone: '9830067712',
    address: '22/4, Southern Avenue, Kolkata 700029',
    bloodGroup: 'B-ve',
    description: 'Kidney-friendly and gut-health diets; IBS and fatty liver clinics.',
  },
];

const FIRST_FEMALE = [
  'Aditi',
  'Priya',
  'Kavya',
  'Sneha',
  'Meera',
  'Ishita',
  'Pooja',
  'Lakshmi',
  'Nandini',
  'Riya',
  'Shalini',
  'Zoya',
  'Gurleen',
  'Tanvi',
  'Divya',
  'Anjali',
  'Bhavna',
  'Sana',
  'Pallavi',
  'Revathi',
  'Swati',
  'Neha',
  'Aishwarya',
  'Farzana',
  'Madhuri',
  'Sunita',
  'Deepika',
  'Harini',
  'Jaya',
  'Komal',
];
const FIRST_MALE = [
  'Aarav',
  'Vikram',
  'Rahul',
  'Arjun',
  'Karthik',
  'Siddharth',
  'Imran',
  'Manish',
  'Suresh',
  'Nikhil',
  'Aditya',
  'Varun',
  'Yusuf',
  'Ravi',
  'Deepak',
  'Gaurav',
  'Harish',
  'Jaspreet',
  'Kunal',
  'Mohan',
  'Naveen',
  'Omkar',
  'Pranav',
  'Rajesh',
  'Sameer',
  'Tarun',
  'Uday',
  'Vivek',
  'Abhishek',
  'Farhan',
];
const LAST = [
  'Sharma',
  'Reddy',
  'Nair',
  'Patel',
  'Khan',
  'Gupta',
  'Menon',
  'Singh',
  'Das',
  'Kulkarni',
  'Chatterjee',
  'Joshi',
  'Pillai',
  'Mehta',
  'Bose',
  'Rao',
  'Qureshi',
  'Verma',
  'Desai',
  'Shetty',
  'Agarwal',
  'Mishra',
  'Kapoor',
  'Hegde',
  'Thakur',
  'Pandey',
  'Bhatt',
  'Ghosh',
  'Fernandes',
  'Naidu',
];
const CITIES = [
  'Koramangala, Bengaluru 560034',
  'Andheri East, Mumbai 400069',
  'Salt Lake, Kolkata 700091',
  'Adyar, Chennai 600020',
  'Banjara Hills, Hyderabad 500034',
  'Kothrud, Pune 411038',
  'Vasant Kunj, New Delhi 110070',
  'Navrangpura, Ahmedabad 380009',
  'Gomti Nagar, Lucknow 226010',
  'Panampilly Nagar, Kochi 682036',
  'Malviya Nagar, Jaipur 302017',
  'Sector 62, Noida 201309',
];
/**
 * Who the client is, by i % 10, in the order of the package offers of packages.ts (OFFERS):
 * ages, gender and occupation that fit the package a client of that slot gets (no four-year-old
 * software engineer on a diabetes plan).
 */
const PROFILES: { ages: [number, number]; female?: boolean; occupations: string[] }[] = [
  { ages: [45, 68], occupations: ['Bank manager', 'Business owner', 'Retired', 'Chartered accountant'] }, // Diabetes
  { ages: [19, 34], female: true, occupations: ['Software engineer', 'College student', 'Architect'] }, // PCOS
  { ages: [26, 44], occupations: ['Software engineer', 'Project manager', 'Business analyst'] }, // Weight loss, corporate
  { ages: [15, 23], occupations: ['Cricketer', 'School student', 'College student'] }, // Cricket academy
  { ages: [30, 55], female: true, occupations: ['Teacher', 'Homemaker', 'Nurse'] }, // Thyroid
  { ages: [24, 36], female: true, occupations: ['Teacher', 'Software engineer', 'Doctor'] }, // Pregnancy
  { ages: [22, 70], occupations: ['Architect', 'Homemaker', 'Doctor', 'Retired'] }, // General wellness
  { ages: [12, 21], occupations: ['Badminton player', 'School student'] }, // Badminton academy
  { ages: [48, 76], occupations: ['Retired', 'Business owner', 'Bank manager'] }, // Hypertension
  { ages: [6, 13], occupations: ['School student'] }, // School-age child
];
/** The occupation a person of this age can have, from the slot's list. */
function occupationFor(age: number, options: string[], pick: number): string {
  if (age < 18) return options.find((o) => /School|Cricketer|Badminton/.test(o)) ?? 'School student';
  const fitting = options.filter((o) => (o === 'Retired' ? age >= 58 : o !== 'School student'));
  return fitting.length ? fitting[pick % fitting.length] : 'Homemaker';
}
const STATUSES = ['Active', 'Active', 'Active', 'Inactive', 'On Hold', 'Completed'];
const REFERRALS = ['Existing Client', 'Doctor Referral', 'Gym / Trainer', 'Instagram', 'Practo', 'Walk-in'];
const BLOOD = ['A+ve', 'B+ve', 'O+ve', 'AB+ve', 'O-ve', 'B-ve'];
const FOOD = ['Vegetarian', 'Non Vegetarian', 'Non Veg (Occasionally)', 'Eggetarian', 'Vegan', 'Pescetarian'];
const CLIENT_COUNT = 60;

/**
 * Demo nutritionists (sign-in accounts with DEMO_PASSWORD, 20 credits, expiry a year ahead) and
 * about 60 clients. Idempotent: people already present (by email or unique id) are kept as they are.
 */
export async function seedDemoPeople(db: Db): Promise<{ nutritionistIds: number[]; clientIds: number[] }> {
  const today = practiceToday();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const nutritionistIds: number[] = [];
  const userIds: number[] = [];

  for (const [i, person] of NUTRITIONISTS.entries()) {
    const [existing] = await db
      .select({ id: nutritionists.id, userId: nutritionists.userId })
      .from(nutritionists)
      .where(sql`lower(${nutritionists.email}) = ${person.email}`);
    if (existing) {
      nutritionistIds.push(existing.id);
      userIds.push(existing.userId);
      continue;
    }
    const [user] = await db
      .insert(users)
      .values({
        email: person.email,
        passwordHash,
        type: 'DIETICIAN',
        firstName: person.firstName,
        lastName: person.lastName,
      })
      .returning();
    const [row] = await db
      .insert(nutritionists)
      .values({
        ...person,
        userId: user.id,
        dob: `${1978 + i * 3}-0${1 + i}-1${i}`,
        fathersName: `${['Ramesh', 'Sunil', 'Abdul', 'Subramanian', 'Balwinder', 'Tapan'][i]} ${person.lastName}`,
        panCardNumber: `${['AKRPK', 'BMLPM', 'CSHPS', 'DIYPI', 'EGLPG', 'FSNPS'][i]}${4100 + i * 37}${'ABCDEF'[i]}`,
        adharNumber: `${5 + (i % 4)}${String(31_427_769_105 + i * 7_919_113).slice(0, 11)}`,
        emergencyContactPerson: `${['Suresh', 'Neelam', 'Ayesha', 'Padma', 'Simran', 'Arindam'][i]} ${person.lastName}`,
        emergencyContactNumber: `98${String(20_113_450 + i * 1_111_111).slice(0, 8)}`,
        status: i === 5 ? 'INACTIVE' : 'ACTIVE',
        credits: 20,
        expiry: addDays(today, 365),
      })
      .returning();
    await db.insert(creditChanges).values({
      nutritionistId: row.id,
      reason: 'create',
      newCredits: row.credits,
      newPlansUsed: row.plansUsed,
      newExpiry: row.expiry,
    });
    nutritionistIds.push(row.id);
    userIds.push(user.id);
  }

  const wanted = Array.from({ length: CLIENT_COUNT }, (_, i) => `DEMO${String(i + 1).padStart(3, '0')}`);
  const present = await db
    .select({ id: clients.id, uniqueId: clients.uniqueId })
    .from(clients)
    .where(inArray(clients.uniqueId, wanted));
  const have = new Map(present.map((c) => [c.uniqueId, c.id]));
  const clientIds: number[] = [];

  for (const [i, uniqueId] of wanted.entries()) {
    const known = have.get(uniqueId);
    if (known) {
      clientIds.push(known);
      continue;
    }
    const profile = PROFILES[i % PROFILES.length];
    const female = profile.female ?? i % 2 === 0;
    const firstName = (female ? FIRST_FEMALE : FIRST_MALE)[(i * 7) % 30];
    const lastName = LAST[(i * 11) % 30];
    // Within the slot's ages; together the slots cover every age group of the list filter.
    const [youngest, oldest] = profile.ages;
    const age = youngest + ((i * 23) % (oldest - youngest + 1));
    const dob = addDays(today, -Math.round(age * 365.25 + ((i * 37) % 300)));
    const joined = addDays(today, -((i * 53) % 700));
    const city = CITIES[i % CITIES.length];
    const [row] = await db
      .insert(clients)
      .values({
        uniqueId,
        firstName,
        lastName,
        contactEmail: i % 9 === 4 ? null : `${firstName}.${lastName}${i + 1}@example.in`.toLowerCase(),
        phone: i % 13 === 7 ? null : `${[9, 8, 7, 6][i % 4]}${String(812_345_670 + i * 104_729).slice(0, 9)}`,
        gender: female ? 'Female' : 'Male',
        referralSource: REFERRALS[i % REFERRALS.length],
        referredClientName:
          i % REFERRALS.length === 0 ? `${FIRST_MALE[(i + 3) % 30]} ${LAST[(i + 5) % 30]}` : null,
        address: `${10 + i}, ${['MG Road', 'Station Road', 'Temple Street', 'Lake View Road'][i % 4]}, ${city}`,
        joinedDate: joined,
        status: STATUSES[i % STATUSES.length],
        dob: i % 15 === 14 ? null : dob,
        nationality: i % 20 === 19 ? 'Non-Resident Indian' : 'Indian',
        occupation: occupationFor(age, profile.occupations, Math.floor(i / PROFILES.length)),
        bloodGroup: BLOOD[i % BLOOD.length],
        foodPreferences: FOOD[i % FOOD.length],
        // Most clients are added by a nutritionist; every fifth by the front desk (no owner).
        createdBy: i % 5 === 4 ? null : userIds[i % userIds.length],
      })
      .returning({ id: clients.id });
    clientIds.push(row.id);
  }
  return { nutritionistIds, clientIds };
}
