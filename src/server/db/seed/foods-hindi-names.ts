/**
 * Hindi names in Devanagari for the IFCT 2017 foods of the starter dishes (issue 34 point 7,
 * decision 249): all 152 foods the seeded dishes use and the curd some of them get (L901), so a plan in Hindi names them as a Hindi
 * kitchen does. The seed writes them to `food_items.name_hi`; a food not listed keeps IFCT's
 * romanised Hindi name there (decision 208), which the Hindi pages never show.
 *
 * Each name has its source beside it, in two lists:
 * - FROM_IFCT: IFCT 2017's own Hindi name of the food (the "H." entry of its local names, Table 1,
 *   printed in Latin letters: "H. Tamator") written in Devanagari as Hindi spells it (टमाटर,
 *   हरी मिर्च for "Hara Mirchi"); a word added to tell two foods apart is in brackets or said
 *   with it (सूखा नारियल for the dry kernel).
 * - EVERYDAY: IFCT 2017 gives no Hindi name (oils, egg, meat, most fish), or one a Hindi kitchen
 *   does not use for that food ("Gandhela" for curry leaves, "Chhena" for paneer, "Bhatmas" for
 *   soya beans): the everyday Hindi word, loan words as they are said (मशरूम, क्विनोआ). These are
 *   the project's choice, not IFCT's.
 * One name per food, never a list of aliases.
 */

const FROM_IFCT: Readonly<Record<string, string>> = {
  A002: 'रामदाना',
  A003: 'बाजरा',
  A005: 'ज्वार',
  A006: 'मक्का',
  A010: 'रागी',
  A011: 'पोहा',
  A012: 'मुरमुरे',
  A014: 'उसना चावल',
  A015: 'चावल',
  A018: 'मैदा',
  A019: 'आटा',
  A021: 'दलिया',
  A022: 'सूजी',
  A024: 'सेवइयाँ',
  B001: 'चने की दाल',
  B002: 'काला चना',
  B003: 'उड़द दाल',
  B005: 'लोबिया (भूरा)',
  B006: 'लोबिया (सफ़ेद)',
  B010: 'मूंग दाल',
  B011: 'साबुत मूंग',
  B012: 'कुलथी',
  B013: 'मसूर दाल',
  B015: 'साबुत मसूर',
  B016: 'मोठ',
  B017: 'सूखी मटर',
  B020: 'राजमा',
  B021: 'अरहर दाल',
  C002: 'चौलाई',
  C003: 'लाल चौलाई',
  C008: 'बथुआ',
  C015: 'बंद गोभी',
  C019: 'सहजन के पत्ते',
  C020: 'मेथी साग',
  C026: 'सरसों का साग',
  C033: 'पालक',
  D001: 'पेठा',
  D004: 'करेला',
  D007: 'लौकी',
  D010: 'बैंगन',
  D031: 'बैंगन',
  D033: 'शिमला मिर्च',
  D036: 'फूलगोभी',
  D039: 'ग्वार फली',
  D043: 'खीरा',
  D046: 'सहजन की फली',
  D047: 'सेम (चौड़ी)',
  D048: 'सेम (पतली)',
  D054: 'कुंदरू',
  D056: 'भिंडी',
  D057: 'कच्चा आम',
  D060: 'परवल',
  D061: 'मटर',
  D062: 'केले का फूल',
  D063: 'कच्चा केला',
  D065: 'हरा कद्दू',
  D066: 'कद्दू',
  D068: 'तोरई',
  D070: 'चिचिंडा',
  D073: 'टिंडा',
  D075: 'टमाटर',
  D076: 'टमाटर',
  E001: 'सेब',
  E012: 'केला',
  E028: 'अमरूद',
  E033: 'नींबू का रस',
  E039: 'आम',
  E049: 'पपीता',
  E055: 'अनार',
  E057: 'काली किशमिश',
  E058: 'किशमिश',
  E064: 'इमली',
  F001: 'चुकंदर',
  F002: 'गाजर',
  F004: 'अरबी',
  F006: 'आलू',
  F010: 'मूली',
  F013: 'शकरकंद',
  F017: 'ज़मीकंद',
  F018: 'सूरन',
  G008: 'हरी मिर्च',
  G009: 'हरा धनिया',
  G011: 'लहसुन',
  G012: 'लहसुन',
  G014: 'अदरक',
  G016: 'पुदीना',
  G017: 'प्याज़',
  G019: 'हींग',
  G020: 'इलायची',
  G021: 'बड़ी इलायची',
  G023: 'लौंग',
  G024: 'साबुत धनिया',
  G025: 'जीरा',
  G026: 'मेथी दाना',
  G029: 'अजवाइन',
  G031: 'काली मिर्च',
  G033: 'हल्दी',
  H001: 'बादाम',
  H005: 'काजू',
  H006: 'सूखा नारियल',
  H007: 'नारियल',
  H010: 'तिल (भूरा)',
  H011: 'तिल',
  H012: 'मूंगफली',
  H013: 'राई',
  I001: 'गुड़',
  K002: 'नारियल पानी',
  L001: 'भैंस का दूध',
  L002: 'गाय का दूध',
  L004: 'खोया',
  L901: 'दही', // curd derived from L002 (foods-curd.ts), whose local names are IFCT's curd row's: "H. Dahi"
  P017: 'हिलसा मछली',
  S002: 'कतला मछली',
  A023: 'सेवइयाँ', // IFCT 'Siwain'
  E020: 'अंजीर',
  E035: 'लीची',
  E047: 'संतरा',
  E051: 'नाशपाती',
  E053: 'अनानास',
  E060: 'चीकू',
  H014: 'अलसी',
  H018: 'पिस्ता',
  H020: 'सूरजमुखी के बीज', // IFCT 'Surya mukhi' (the flower); the seeds are the food
  H021: 'अखरोट',
  S006: 'रोहू मछली',
};

const EVERYDAY: Readonly<Record<string, string>> = {
  // IFCT 2017 gives no Hindi name.
  A008: 'स्वीट कॉर्न',
  A009: 'क्विनोआ',
  A013: 'ब्राउन राइस',
  A017: 'कोदो',
  J001: 'मशरूम',
  M001: 'अंडा',
  M004: 'उबला अंडा',
  N001: 'चिकन लेग पीस',
  N002: 'चिकन थाई',
  N003: 'चिकन ब्रेस्ट',
  O001: 'मटन',
  P003: 'नेथिली मछली',
  P005: 'भेटकी मछली',
  P007: 'बोम्बिल मछली',
  P034: 'बांगड़ा मछली',
  P057: 'सफ़ेद पॉम्फ्रेट',
  P071: 'मत्ती मछली (सार्डिन)',
  P087: 'सुरमई मछली',
  S009: 'छोटे झींगे',
  S010: 'बड़े झींगे',
  T001: 'नारियल का तेल',
  T004: 'तिल का तेल',
  T005: 'मूंगफली का तेल',
  T006: 'सरसों का तेल',
  T012: 'सूरजमुखी का तेल',
  T013: 'घी',
  // IFCT 2017's Hindi name is not the one a Hindi kitchen uses for this food.
  A016: 'कुटकी', // IFCT: Shavan
  B004: 'साबुत उड़द', // IFCT: Chhilke wali urad dal (the split dal with skin)
  B008: 'सेम के बीज', // IFCT: Sem (the tender pods, D047)
  B009: 'सफ़ेद राजमा', // IFCT: Sem
  B025: 'सोयाबीन', // IFCT: Bhatmas
  D038: 'चाउ-चाउ', // IFCT: Cho-cho-marrow
  D049: 'फ्रेंच बीन्स', // IFCT: Bakla
  D050: 'फ्रेंच बीन्स', // IFCT: Bakla
  G010: 'करी पत्ता', // IFCT: Gandhela
  G018: 'छोटे प्याज़', // IFCT: Pyaaz Kali
  G022: 'सूखी लाल मिर्च', // IFCT: Mirchi (also the green one)
  G032: 'खसखस', // IFCT: Postdana
  M007: 'आमलेट',
  O003: 'मटन (टांग)',
  P084: 'टूना मछली',
  T008: 'राइस ब्रान तेल',
  L003: 'पनीर', // IFCT: Chhena
};

/** Every listed food's Hindi name, by IFCT 2017 code. */
export const FOOD_NAMES_HI: Readonly<Record<string, string>> = { ...FROM_IFCT, ...EVERYDAY };

/** Where a listed name comes from: IFCT 2017's Hindi name, or the project's everyday word. */
export const foodNameHiSource = (code: string): 'IFCT 2017' | 'everyday Hindi' | undefined =>
  code in FROM_IFCT ? 'IFCT 2017' : code in EVERYDAY ? 'everyday Hindi' : undefined;
