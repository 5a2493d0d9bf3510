/**
 * The shipped assessment questionnaire in Hindi (issue 34 point 7, decision 218): the question
 * bank of db/seed/survey-questions-data.ts, keyed by its English words. A question or answer the
 * practice has reworded (or added) matches no key and is shown in English as written, so a stale
 * translation never stands beside a changed question. The English stays as SPEC quotes it.
 * Written for a client reading on a phone: plain Hindi with the everyday English loan words
 * (PCOS, थायरॉइड) a patient hears at the clinic.
 */

/** Section titles by question category (the categories of the seed). */
export const SECTION_TITLES_HI: Readonly<Record<string, string>> = {
  GOALS: 'लक्ष्य',
  LIFESTYLE: 'दिनचर्या',
  'FOOD PREFERENCES': 'खान-पान की पसंद',
  'DIETARY RECALL': 'आप दिन भर में क्या खाते हैं',
  'SPORT OR EXERCISE TRAINING ROUTINE': 'खेल या व्यायाम',
  'MEDICAL CONDITIONS': 'बीमारियाँ',
  'MEDICAL CONDITIONS_SPORTS': 'बीमारियाँ',
  SYMPTOMS: 'तकलीफ़ें',
  SYMPTOMS_SPORTS: 'तकलीफ़ें',
  INJURIES_SPORTS: 'चोटें',
};

export const QUESTIONS_HI: Readonly<Record<string, string>> = {
  'What is your main goal from this programme?': 'इस प्रोग्राम से आपका मुख्य लक्ष्य क्या है?',
  'By when would you like to reach your goal?': 'आप अपना लक्ष्य कब तक पाना चाहते हैं?',
  'Anything else you expect from your nutritionist?': 'अपने न्यूट्रिशनिस्ट से आप और क्या चाहते हैं?',
  'How many hours a day do you work or study?': 'आप दिन में कितने घंटे काम या पढ़ाई करते हैं?',
  'How active is your day outside exercise?': 'व्यायाम के अलावा आपका दिन कितना चलने-फिरने वाला है?',
  'How many hours do you sleep on most nights?': 'ज़्यादातर रातों में आप कितने घंटे सोते हैं?',
  'How much water do you drink in a day?': 'आप दिन भर में कितना पानी पीते हैं?',
  'Do you smoke or chew tobacco?': 'क्या आप धूम्रपान करते हैं या तंबाकू खाते हैं?',
  'How often do you drink alcohol?': 'आप कितनी बार शराब पीते हैं?',
  'Which best describes your diet?': 'आपका खाना किस तरह का है?',
  'Which cuisines do you eat most often?': 'आप ज़्यादातर किस तरह का खाना खाते हैं?',
  'Tick any food allergies, intolerances or diet rules.':
    'जिन चीज़ों से आपको एलर्जी है, जो आपको नहीं पचतीं या जिनसे आप परहेज़ करते हैं, उन पर निशान लगाएँ।',
  'List any food allergies or intolerances (type NA if none).':
    'जिन खाने की चीज़ों से आपको एलर्जी है या जो आपको नहीं पचतीं, उन्हें लिखें (कोई नहीं तो NA लिखें)।',
  'Foods you dislike or do not eat': 'जो चीज़ें आपको पसंद नहीं हैं या जो आप नहीं खाते',
  'Do you fast for religious reasons (e.g. Ekadashi, Navratri, Ramzan)?':
    'क्या आप धार्मिक कारणों से व्रत या रोज़ा रखते हैं (जैसे एकादशी, नवरात्रि, रमज़ान)?',
  'How often do you eat outside or order in?': 'आप कितनी बार बाहर खाते हैं या खाना मँगवाते हैं?',
  'Describe a typical day of eating, from waking up to bedtime.':
    'सुबह उठने से रात को सोने तक, एक आम दिन में आप क्या-क्या खाते हैं, बताएँ।',
  'Notes about your training or exercise routine': 'अपनी ट्रेनिंग या व्यायाम के बारे में कुछ और',
  'Do you have any of these conditions?': 'क्या आपको इनमें से कोई बीमारी है?',
  'Medicines or supplements you take now (type NA if none)':
    'अभी आप कौन-सी दवाइयाँ या सप्लीमेंट लेते हैं (कोई नहीं तो NA लिखें)',
  'Have you had any surgery in the last 2 years?': 'क्या पिछले 2 साल में आपका कोई ऑपरेशन हुआ है?',
  'For women: are your periods regular?': 'महिलाओं के लिए: क्या आपके पीरियड्स नियमित हैं?',
  'Which of these do you feel often?': 'इनमें से कौन-सी तकलीफ़ आपको अक्सर होती है?',
  'When in the day do you feel low on energy?': 'दिन में किस समय आप थकान या कमज़ोरी महसूस करते हैं?',
  'Are you carrying an injury now?': 'क्या अभी आपको कोई चोट है?',
  'Describe your injuries of the last 12 months and their recovery':
    'पिछले 12 महीनों की चोटों और उनसे ठीक होने के बारे में बताएँ',
  'Date of your last injury': 'आपकी पिछली चोट की तारीख़',
  'Which of these do you feel during or after training?': 'ट्रेनिंग के दौरान या बाद में इनमें से कौन-सी तकलीफ़ होती है?',
  'Next competition date': 'अगली प्रतियोगिता की तारीख़',
};

export const ANSWERS_HI: Readonly<Record<string, string>> = {
  'Weight loss': 'वज़न घटाना',
  'Weight gain': 'वज़न बढ़ाना',
  'Muscle gain': 'मांसपेशियाँ बढ़ाना',
  'Better sports performance': 'खेल में बेहतर प्रदर्शन',
  'Manage a medical condition': 'किसी बीमारी को संभालना',
  'General wellness': 'अच्छी सेहत',
  'Mostly sitting': 'ज़्यादातर बैठे रहना',
  'Lightly active': 'थोड़ा चलना-फिरना',
  'Moderately active': 'ठीक-ठाक चलना-फिरना',
  'Very active': 'बहुत चलना-फिरना',
  'Less than 5': '5 से कम',
  '5 - 6': '5 - 6',
  '6 - 7': '6 - 7',
  '7 - 8': '7 - 8',
  'More than 8': '8 से ज़्यादा',
  'Less than 1 L': '1 लीटर से कम',
  '1 - 2 L': '1 - 2 लीटर',
  '2 - 3 L': '2 - 3 लीटर',
  'More than 3 L': '3 लीटर से ज़्यादा',
  Never: 'कभी नहीं',
  Occasionally: 'कभी-कभी',
  Weekly: 'हर हफ़्ते',
  Daily: 'रोज़',
  Vegetarian: 'शाकाहारी',
  'Non Vegetarian': 'मांसाहारी',
  'Non Veg (Occasionally)': 'कभी-कभी मांसाहारी',
  Eggetarian: 'शाकाहारी, अंडा खाते हैं',
  Vegan: 'वीगन (दूध और दूध से बनी चीज़ें भी नहीं)',
  Pescetarian: 'शाकाहारी, मछली खाते हैं',
  'North Indian': 'उत्तर भारतीय',
  'South Indian': 'दक्षिण भारतीय',
  Bengali: 'बंगाली',
  Gujarati: 'गुजराती',
  Maharashtrian: 'महाराष्ट्रीयन',
  Punjabi: 'पंजाबी',
  Continental: 'कॉन्टिनेंटल',
  Chinese: 'चाइनीज़',
  'Peanut allergy': 'मूंगफली से एलर्जी',
  'Tree nut allergy': 'मेवों (बादाम, काजू, अखरोट) से एलर्जी',
  'Milk allergy': 'दूध से एलर्जी',
  'Lactose intolerance': 'दूध नहीं पचता (लैक्टोज़)',
  'Egg allergy': 'अंडे से एलर्जी',
  'Gluten / wheat allergy': 'गेहूँ / ग्लूटेन से एलर्जी',
  'Soy allergy': 'सोया से एलर्जी',
  'Fish allergy': 'मछली से एलर्जी',
  'Shellfish allergy': 'झींगा-केकड़ा जैसी चीज़ों से एलर्जी',
  'Sesame allergy': 'तिल से एलर्जी',
  'Mustard allergy': 'सरसों से एलर्जी',
  Jain: 'जैन भोजन',
  'No onion-garlic': 'प्याज़-लहसुन नहीं',
  Rarely: 'बहुत कम',
  '1 - 2 times a week': 'हफ़्ते में 1 - 2 बार',
  '3 - 5 times a week': 'हफ़्ते में 3 - 5 बार',
  Diabetes: 'डायबिटीज़ (शुगर)',
  Hypertension: 'हाई ब्लड प्रेशर',
  'Thyroid disorder': 'थायरॉइड',
  'PCOS / PCOD': 'PCOS / PCOD',
  'High cholesterol': 'हाई कोलेस्ट्रॉल',
  'Fatty liver': 'फ़ैटी लिवर',
  'Kidney disease': 'किडनी की बीमारी',
  'Heart disease': 'दिल की बीमारी',
  Asthma: 'दमा (अस्थमा)',
  Anaemia: 'खून की कमी (एनीमिया)',
  None: 'कोई नहीं',
  Yes: 'हाँ',
  No: 'नहीं',
  'Not applicable': 'लागू नहीं',
  'Acidity / heartburn': 'एसिडिटी / सीने में जलन',
  Bloating: 'पेट फूलना',
  Constipation: 'कब्ज़',
  'Loose motions': 'दस्त',
  Fatigue: 'थकान',
  'Hair fall': 'बाल झड़ना',
  Headache: 'सिरदर्द',
  'Poor sleep': 'ठीक से नींद न आना',
  Cramps: 'ऐंठन',
  'Exercise-induced asthma': 'व्यायाम से होने वाला दमा',
  Dizziness: 'चक्कर आना',
  'Early fatigue': 'जल्दी थक जाना',
  'Stomach upset': 'पेट ख़राब होना',
  'Slow recovery': 'थकान से देर से उबरना',
  'Frequent colds': 'बार-बार सर्दी-ज़ुकाम',
};

export type SurveyLanguage = 'en' | 'hi';

/** A question, answer or section title in the chosen language; unknown words stay as written. */
export const questionIn = (lang: SurveyLanguage, text: string) =>
  lang === 'hi' ? (QUESTIONS_HI[text] ?? text) : text;
export const answerIn = (lang: SurveyLanguage, text: string) =>
  lang === 'hi' ? (ANSWERS_HI[text] ?? text) : text;
export const sectionIn = (lang: SurveyLanguage, category: string, title: string) =>
  lang === 'hi' ? (SECTION_TITLES_HI[category] ?? title) : title;
