import type { PlanRegion } from '../../../shared/plan-generate';

/**
 * The client's region read from their address (clients have no region field; decision 169): the
 * first state, union territory or large city named in it, by the cuisine the dish library calls
 * North, South, East and West. An address naming none of them gives Mixed.
 */
const PLACES: [PlanRegion, string[]][] = [
  [
    'north',
    [
      'delhi',
      'new delhi',
      'punjab',
      'haryana',
      'himachal',
      'jammu',
      'kashmir',
      'ladakh',
      'uttarakhand',
      'uttar pradesh',
      'chandigarh',
      'rajasthan',
      'madhya pradesh',
      'lucknow',
      'kanpur',
      'noida',
      'gurugram',
      'gurgaon',
      'jaipur',
      'amritsar',
      'ludhiana',
      'varanasi',
      'dehradun',
      'bhopal',
      'indore',
      'agra',
    ],
  ],
  [
    'south',
    [
      'tamil nadu',
      'kerala',
      'karnataka',
      'andhra pradesh',
      'telangana',
      'puducherry',
      'pondicherry',
      'chennai',
      'bengaluru',
      'bangalore',
      'hyderabad',
      'kochi',
      'cochin',
      'thiruvananthapuram',
      'trivandrum',
      'coimbatore',
      'madurai',
      'mysuru',
      'mysore',
      'mangaluru',
      'mangalore',
      'visakhapatnam',
      'vijayawada',
      'warangal',
    ],
  ],
  [
    'east',
    [
      'west bengal',
      'bengal',
      'odisha',
      'orissa',
      'bihar',
      'jharkhand',
      'assam',
      'sikkim',
      'meghalaya',
      'manipur',
      'mizoram',
      'nagaland',
      'tripura',
      'arunachal',
      'kolkata',
      'calcutta',
      'bhubaneswar',
      'patna',
      'ranchi',
      'guwahati',
      'cuttack',
    ],
  ],
  [
    'west',
    [
      'maharashtra',
      'gujarat',
      'goa',
      'mumbai',
      'bombay',
      'pune',
      'nagpur',
      'nashik',
      'thane',
      'ahmedabad',
      'surat',
      'vadodara',
      'rajkot',
      'panaji',
    ],
  ],
];

export function regionOfAddress(address: string | null | undefined): PlanRegion {
  const text = ` ${(address ?? '').toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  // The longest name first: "west bengal" is East, not a "west" of anything; "new delhi" before "delhi".
  const names = PLACES.flatMap(([region, list]) => list.map((name) => [region, name] as const)).sort(
    (a, b) => b[1].length - a[1].length,
  );
  let best: { at: number; region: PlanRegion } | null = null;
  for (const [region, name] of names) {
    const at = text.indexOf(` ${name} `);
    // The place named last in the address is the widest (street, city, state): it decides.
    if (at >= 0 && (!best || at > best.at)) best = { at, region };
  }
  return best?.region ?? 'mixed';
}
