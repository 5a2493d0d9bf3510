/**
 * Words people write for allergens, diets and "allergy" in the Indian scripts and in romanised
 * Hindi (issue 32, docs/decisions/180). Data, not code: `readRestrictionText` (restriction-text.ts)
 * turns each word into the English word its reader already knows ("मूंगफली से एलर्जी है" →
 * "peanut allergy"), so every script gets the same rules (cues, exceptions, "not matched").
 *
 * Sources: the everyday word as it is printed on food packets and menus and in each language's
 * standard dictionary (Hindi: McGregor, Oxford Hindi-English Dictionary; Marathi: Molesworth;
 * Gujarati: Gujarati Lexicon (gujaratilexicon.com); Bengali: Samsad Bengali-English Dictionary;
 * Punjabi: Punjabi University's Punjabi-English Dictionary; Odia: Praharaj, Purnachandra
 * Odiabhasakosha; Tamil: Cre-A Dictionary of Contemporary Tamil; Telugu: C. P. Brown's
 * dictionary; Kannada: Kittel; Malayalam: Gundert), and the Hindi names of the FSSAI allergen
 * list. Each row names its language and, where a word is regional or a spelling variant, why.
 *
 * A script word matches at the start of a word and takes any ending (Tamil, Telugu, Malayalam and
 * Bengali add case endings: வேர்க்கடலைக்கு, চিংড়িতে); romanised words match whole words.
 */

export type Script =
  | 'Latin (romanised)'
  | 'Devanagari'
  | 'Gujarati'
  | 'Bengali'
  | 'Gurmukhi'
  | 'Odia'
  | 'Tamil'
  | 'Telugu'
  | 'Kannada'
  | 'Malayalam';

/**
 * What a word means to the reader: the English word put in its place. Foods and diets are words
 * of restriction-text.ts's TEXT_TAGS / TEXT_DIETS; 'allergy', 'intolerance', 'dislike' are its cues;
 * 'not' and '' (a filler like "से", "है") are dropped; 'and' / 'or' split the answer; 'none' is
 * an answer saying there is nothing.
 */
export type Meaning =
  | 'peanut'
  | 'nuts'
  | 'cashew'
  | 'almond'
  | 'walnut'
  | 'milk'
  | 'egg'
  | 'wheat'
  | 'gluten'
  | 'sesame'
  | 'mustard'
  | 'prawn'
  | 'crab'
  | 'fish'
  | 'soy'
  | 'vegetarian'
  | 'vegan'
  | 'jain'
  | 'satvik'
  | 'onion'
  | 'garlic'
  | 'allergy'
  | 'intolerance'
  | 'dislike'
  | 'none'
  | 'not'
  | 'and'
  | 'or'
  | '';

export type RestrictionWord = { means: Meaning; script: Script; language: string; words: string[] };

const row = (means: Meaning, script: Script, language: string, words: string[]): RestrictionWord => ({
  means,
  script,
  language,
  words,
});

export const RESTRICTION_WORDS: readonly RestrictionWord[] = [
  // ------------------------------------------------------------ Hindi (Devanagari)
  // मूंगफली is the dictionary word; मूँगफली (chandrabindu) and मुंगफली are common spellings.
  row('peanut', 'Devanagari', 'Hindi', ['मूंगफली', 'मूँगफली', 'मुंगफली', 'मूंगफलि', 'सींगदाना', 'सिंगदाना']),
  row('sesame', 'Devanagari', 'Hindi', ['तिल']),
  // राई is the small brown mustard seed used in tadka; सरसों the plant, seed and oil.
  row('mustard', 'Devanagari', 'Hindi', ['सरसों', 'सरसो', 'राई']),
  row('milk', 'Devanagari', 'Hindi', ['दूध', 'दुग्ध', 'डेयरी', 'पनीर', 'दही']),
  row('egg', 'Devanagari', 'Hindi', ['अंडा', 'अंडे', 'अंडों', 'अण्डा', 'अण्डे']),
  row('prawn', 'Devanagari', 'Hindi', ['झींगा', 'झींगे', 'झिंगा', 'झिंगे']),
  row('crab', 'Devanagari', 'Hindi', ['केकड़ा', 'केकड़े']),
  row('fish', 'Devanagari', 'Hindi', ['मछली', 'मछलियों', 'मच्छी']),
  // गेहूं / गेहूँ / गेंहू: the three spellings seen on atta packets; आटा, मैदा, सूजी are wheat.
  row('wheat', 'Devanagari', 'Hindi', ['गेहूं', 'गेहूँ', 'गेंहू', 'गेहु', 'आटा', 'मैदा', 'सूजी']),
  row('gluten', 'Devanagari', 'Hindi', ['ग्लूटेन', 'ग्लुटेन', 'सीलिएक']),
  row('cashew', 'Devanagari', 'Hindi', ['काजू']),
  row('almond', 'Devanagari', 'Hindi', ['बादाम']),
  row('walnut', 'Devanagari', 'Hindi', ['अखरोट']),
  row('nuts', 'Devanagari', 'Hindi', ['मेवा', 'मेवे', 'ड्राई फ्रूट']),
  row('soy', 'Devanagari', 'Hindi', ['सोया', 'सोयाबीन']),
  row('vegetarian', 'Devanagari', 'Hindi', ['शाकाहारी', 'शुद्ध शाकाहारी']),
  row('vegan', 'Devanagari', 'Hindi', ['वीगन', 'वेगन']),
  row('jain', 'Devanagari', 'Hindi', ['जैन']),
  row('satvik', 'Devanagari', 'Hindi', ['सात्विक', 'सात्त्विक']),
  row('onion', 'Devanagari', 'Hindi', ['प्याज़', 'प्याज']),
  row('garlic', 'Devanagari', 'Hindi', ['लहसुन']),
  // एलर्जी is how "allergy" is written in Hindi newspapers; अलर्जी and एलर्जिक also occur.
  row('allergy', 'Devanagari', 'Hindi', ['एलर्जी', 'एलर्जि', 'एलर्जिक', 'अलर्जी', 'ऐलर्जी']),
  row('intolerance', 'Devanagari', 'Hindi', ['असहिष्णुता', 'नहीं पचता', 'नहीं पचती', 'हजम नहीं']),
  row('dislike', 'Devanagari', 'Hindi', ['पसंद नहीं', 'पसन्द नहीं']),
  row('none', 'Devanagari', 'Hindi', ['कोई एलर्जी नहीं', 'कोई नहीं', 'कुछ नहीं']),
  row('not', 'Devanagari', 'Hindi', ['नहीं', 'ना', 'मत']),
  row('and', 'Devanagari', 'Hindi', ['और', 'एवं', 'तथा', 'व']),
  row('or', 'Devanagari', 'Hindi', ['या']),
  // Postpositions and verbs of "X से एलर्जी है", "मुझे X नहीं खाते": carry no food.
  row('', 'Devanagari', 'Hindi', [
    'से',
    'है',
    'हैं',
    'हो',
    'था',
    'मुझे',
    'मुझको',
    'हमें',
    'मेरे',
    'मेरी',
    'को',
    'का',
    'की',
    'के',
    'में',
    'भी',
    'बहुत',
    'थोड़ा',
    'खाते',
    'खाता',
    'खाती',
    'खाना',
    'खाने',
    'खाएं',
    'होती',
    'होता',
    'वाले',
    'वाली',
    'चीज़ें',
    'चीजें',
    'सभी',
    'सब',
  ]),

  // ------------------------------------------------------------ Marathi (Devanagari)
  row('peanut', 'Devanagari', 'Marathi', ['शेंगदाणे', 'शेंगदाणा', 'शेंगदाण्या', 'भुईमूग']),
  row('sesame', 'Devanagari', 'Marathi', ['तीळ', 'तिळ']),
  row('mustard', 'Devanagari', 'Marathi', ['मोहरी']),
  row('milk', 'Devanagari', 'Marathi', ['दुधा', 'दुधाचे']),
  row('egg', 'Devanagari', 'Marathi', ['अंडी']),
  row('prawn', 'Devanagari', 'Marathi', ['कोळंबी', 'कोलंबी']),
  row('fish', 'Devanagari', 'Marathi', ['मासे', 'मासा', 'माशा']),
  row('wheat', 'Devanagari', 'Marathi', ['गहू', 'गव्हा', 'कणीक']),
  // Marathi writes the English loan with the candra vowel: ॲलर्जी, अ‍ॅलर्जी (ZWJ dropped on reading).
  row('allergy', 'Devanagari', 'Marathi', ['ॲलर्जी', 'अॅलर्जी', 'ऍलर्जी']),
  row('not', 'Devanagari', 'Marathi', ['नाही']),
  row('and', 'Devanagari', 'Marathi', ['आणि']),
  row('or', 'Devanagari', 'Marathi', ['किंवा']),
  row('', 'Devanagari', 'Marathi', ['आहे', 'आहेत', 'मला', 'ची', 'चा', 'चे', 'ला', 'खात']),

  // ------------------------------------------------------------ Gujarati
  row('peanut', 'Gujarati', 'Gujarati', ['મગફળી', 'સીંગદાણા', 'સિંગદાણા', 'સીંગ', 'શીંગ']),
  row('sesame', 'Gujarati', 'Gujarati', ['તલ']),
  row('mustard', 'Gujarati', 'Gujarati', ['રાઈ', 'સરસવ']),
  row('milk', 'Gujarati', 'Gujarati', ['દૂધ', 'દુધ']),
  row('egg', 'Gujarati', 'Gujarati', ['ઈંડા', 'ઇંડા', 'ઈંડું', 'ઇંડું']),
  row('prawn', 'Gujarati', 'Gujarati', ['ઝીંગા']),
  row('fish', 'Gujarati', 'Gujarati', ['માછલી']),
  row('wheat', 'Gujarati', 'Gujarati', ['ઘઉં', 'ઘઉ', 'લોટ', 'મેંદો']),
  row('cashew', 'Gujarati', 'Gujarati', ['કાજુ']),
  row('vegetarian', 'Gujarati', 'Gujarati', ['શાકાહારી']),
  row('jain', 'Gujarati', 'Gujarati', ['જૈન']),
  row('allergy', 'Gujarati', 'Gujarati', ['એલર્જી', 'એલર્જિ']),
  row('not', 'Gujarati', 'Gujarati', ['નથી', 'ના']),
  row('and', 'Gujarati', 'Gujarati', ['અને']),
  row('or', 'Gujarati', 'Gujarati', ['અથવા', 'કે']),
  row('', 'Gujarati', 'Gujarati', ['છે', 'થી', 'મને', 'ની', 'નો', 'નું', 'ખાતા', 'ખાતો', 'ખાતી']),

  // ------------------------------------------------------------ Bengali
  // চিনাবাদাম is peanut; plain বাদাম is said for peanuts and for almonds, so it stands for both.
  row('peanut', 'Bengali', 'Bengali', ['চিনাবাদাম', 'চীনাবাদাম']),
  row('nuts', 'Bengali', 'Bengali', ['বাদাম']),
  row('sesame', 'Bengali', 'Bengali', ['তিল']),
  row('mustard', 'Bengali', 'Bengali', ['সরষে', 'সর্ষে', 'সরিষা']),
  row('milk', 'Bengali', 'Bengali', ['দুধ', 'দই', 'পনির']),
  row('egg', 'Bengali', 'Bengali', ['ডিম']),
  // চিংড়ি: ড় is stored decomposed (ড + nukta) after NFC; the table is normalised the same way.
  // "চিংড়ি মাছ" (prawn "fish") is how prawns are named; the pair is a prawn, not a fish.
  row('prawn', 'Bengali', 'Bengali', ['চিংড়ি মাছ', 'চিংড়ি', 'চিংড়ী']),
  row('crab', 'Bengali', 'Bengali', ['কাঁকড়া']),
  row('fish', 'Bengali', 'Bengali', ['মাছ']),
  row('wheat', 'Bengali', 'Bengali', ['গম', 'আটা', 'ময়দা', 'সুজি']),
  row('gluten', 'Bengali', 'Bengali', ['গ্লুটেন']),
  row('cashew', 'Bengali', 'Bengali', ['কাজু']),
  row('vegetarian', 'Bengali', 'Bengali', ['নিরামিষ', 'নিরামিষাশী']),
  row('jain', 'Bengali', 'Bengali', ['জৈন']),
  row('allergy', 'Bengali', 'Bengali', ['অ্যালার্জি', 'অ্যালার্জী', 'এলার্জি', 'এলার্জী', 'অ্যালার্জিক']),
  row('none', 'Bengali', 'Bengali', ['কোনো অ্যালার্জি নেই', 'কিছু নেই']),
  row('not', 'Bengali', 'Bengali', ['না', 'নেই']),
  row('and', 'Bengali', 'Bengali', ['এবং', 'ও', 'আর']),
  row('or', 'Bengali', 'Bengali', ['বা', 'অথবা']),
  row('', 'Bengali', 'Bengali', ['আছে', 'থেকে', 'আমার', 'আমি', 'খাই', 'খেতে', 'পারি', 'হয়']),

  // ------------------------------------------------------------ Punjabi (Gurmukhi)
  row('peanut', 'Gurmukhi', 'Punjabi', ['ਮੂੰਗਫਲੀ', 'ਮੁੰਗਫਲੀ']),
  row('sesame', 'Gurmukhi', 'Punjabi', ['ਤਿਲ']),
  row('mustard', 'Gurmukhi', 'Punjabi', ['ਸਰ੍ਹੋਂ', 'ਸਰੋਂ', 'ਸਰਸੋਂ']),
  row('milk', 'Gurmukhi', 'Punjabi', ['ਦੁੱਧ', 'ਦੁਧ']),
  row('egg', 'Gurmukhi', 'Punjabi', ['ਅੰਡਾ', 'ਅੰਡੇ', 'ਆਂਡਾ', 'ਆਂਡੇ']),
  row('prawn', 'Gurmukhi', 'Punjabi', ['ਝੀਂਗਾ', 'ਝੀਂਗੇ']),
  row('fish', 'Gurmukhi', 'Punjabi', ['ਮੱਛੀ']),
  row('wheat', 'Gurmukhi', 'Punjabi', ['ਕਣਕ', 'ਆਟਾ', 'ਮੈਦਾ']),
  row('cashew', 'Gurmukhi', 'Punjabi', ['ਕਾਜੂ']),
  row('vegetarian', 'Gurmukhi', 'Punjabi', ['ਸ਼ਾਕਾਹਾਰੀ']),
  row('allergy', 'Gurmukhi', 'Punjabi', ['ਐਲਰਜੀ', 'ਅਲਰਜੀ']),
  row('not', 'Gurmukhi', 'Punjabi', ['ਨਹੀਂ']),
  row('and', 'Gurmukhi', 'Punjabi', ['ਅਤੇ']),
  row('or', 'Gurmukhi', 'Punjabi', ['ਜਾਂ']),
  row('', 'Gurmukhi', 'Punjabi', ['ਹੈ', 'ਤੋਂ', 'ਮੈਨੂੰ', 'ਦੀ', 'ਦਾ', 'ਦੇ']),

  // ------------------------------------------------------------ Odia
  // In Odia ବାଦାମ is said for the peanut first; like Bengali it stands for both kinds of nut.
  row('peanut', 'Odia', 'Odia', ['ଚିନାବାଦାମ']),
  row('nuts', 'Odia', 'Odia', ['ବାଦାମ']),
  row('sesame', 'Odia', 'Odia', ['ରାଶି', 'ତିଳ']),
  row('mustard', 'Odia', 'Odia', ['ସୋରିଷ']),
  row('milk', 'Odia', 'Odia', ['କ୍ଷୀର', 'ଦୁଧ']),
  row('egg', 'Odia', 'Odia', ['ଅଣ୍ଡା']),
  row('prawn', 'Odia', 'Odia', ['ଚିଙ୍ଗୁଡ଼ି', 'ଚିଙ୍ଗୁଡି']),
  row('fish', 'Odia', 'Odia', ['ମାଛ']),
  row('wheat', 'Odia', 'Odia', ['ଗହମ']),
  row('cashew', 'Odia', 'Odia', ['କାଜୁ']),
  row('vegetarian', 'Odia', 'Odia', ['ନିରାମିଷ']),
  row('allergy', 'Odia', 'Odia', ['ଆଲର୍ଜି', 'ଏଲର୍ଜି']),
  row('not', 'Odia', 'Odia', ['ନାହିଁ']),
  row('and', 'Odia', 'Odia', ['ଏବଂ', 'ଓ']),
  row('or', 'Odia', 'Odia', ['କିମ୍ବା']),
  row('', 'Odia', 'Odia', ['ଅଛି', 'ରୁ', 'ମୋର', 'ମୋତେ']),

  // ------------------------------------------------------------ Tamil
  // வேர்க்கடலை (also written வேர்கடலை) and நிலக்கடலை; bare கடலை is left out: it is also chana.
  row('peanut', 'Tamil', 'Tamil', ['வேர்க்கடலை', 'வேர்கடலை', 'நிலக்கடலை']),
  row('sesame', 'Tamil', 'Tamil', ['எள்', 'எள்ளு', 'நல்லெண்ணெய்']),
  row('mustard', 'Tamil', 'Tamil', ['கடுகு']),
  row('milk', 'Tamil', 'Tamil', ['பால்', 'தயிர்']),
  row('egg', 'Tamil', 'Tamil', ['முட்டை']),
  row('prawn', 'Tamil', 'Tamil', ['இறால்']),
  row('crab', 'Tamil', 'Tamil', ['நண்டு']),
  row('fish', 'Tamil', 'Tamil', ['மீன்']),
  row('wheat', 'Tamil', 'Tamil', ['கோதுமை', 'மைதா', 'ரவை']),
  row('gluten', 'Tamil', 'Tamil', ['க்ளூட்டன்', 'குளுட்டன்']),
  row('cashew', 'Tamil', 'Tamil', ['முந்திரி']),
  row('vegetarian', 'Tamil', 'Tamil', ['சைவம்', 'சைவ']),
  row('allergy', 'Tamil', 'Tamil', ['ஒவ்வாமை', 'அலர்ஜி', 'அலெர்ஜி']),
  row('not', 'Tamil', 'Tamil', ['இல்லை', 'மாட்டேன்']),
  row('and', 'Tamil', 'Tamil', ['மற்றும்']),
  row('or', 'Tamil', 'Tamil', ['அல்லது']),
  row('', 'Tamil', 'Tamil', ['உள்ளது', 'இருக்கிறது', 'இருக்கு', 'எனக்கு', 'சாப்பிட']),

  // ------------------------------------------------------------ Telugu
  // వేరుశనగ (also వేరుశెనగ, వేరుసెనగ); పల్లీలు is the Hyderabad word.
  row('peanut', 'Telugu', 'Telugu', ['వేరుశనగ', 'వేరుశెనగ', 'వేరుసెనగ', 'పల్లీ']),
  row('sesame', 'Telugu', 'Telugu', ['నువ్వు', 'నువ్వులు']),
  row('mustard', 'Telugu', 'Telugu', ['ఆవాలు']),
  row('milk', 'Telugu', 'Telugu', ['పాలు', 'పెరుగు']),
  row('egg', 'Telugu', 'Telugu', ['గుడ్డు', 'గుడ్లు', 'కోడిగుడ్డు']),
  row('prawn', 'Telugu', 'Telugu', ['రొయ్య']),
  row('fish', 'Telugu', 'Telugu', ['చేప']),
  row('wheat', 'Telugu', 'Telugu', ['గోధుమ']),
  row('cashew', 'Telugu', 'Telugu', ['జీడిపప్పు']),
  row('vegetarian', 'Telugu', 'Telugu', ['శాకాహారి']),
  row('allergy', 'Telugu', 'Telugu', ['అలెర్జీ', 'అలర్జీ']),
  row('not', 'Telugu', 'Telugu', ['లేదు', 'తినను']),
  row('and', 'Telugu', 'Telugu', ['మరియు']),
  row('or', 'Telugu', 'Telugu', ['లేదా']),
  row('', 'Telugu', 'Telugu', ['ఉంది', 'నాకు']),

  // ------------------------------------------------------------ Kannada
  row('peanut', 'Kannada', 'Kannada', ['ಕಡಲೆಕಾಯಿ', 'ನೆಲಗಡಲೆ', 'ಶೇಂಗಾ']),
  row('sesame', 'Kannada', 'Kannada', ['ಎಳ್ಳು']),
  row('mustard', 'Kannada', 'Kannada', ['ಸಾಸಿವೆ']),
  row('milk', 'Kannada', 'Kannada', ['ಹಾಲು', 'ಮೊಸರು']),
  row('egg', 'Kannada', 'Kannada', ['ಮೊಟ್ಟೆ']),
  row('prawn', 'Kannada', 'Kannada', ['ಸೀಗಡಿ']),
  row('fish', 'Kannada', 'Kannada', ['ಮೀನು']),
  row('wheat', 'Kannada', 'Kannada', ['ಗೋಧಿ']),
  row('cashew', 'Kannada', 'Kannada', ['ಗೋಡಂಬಿ']),
  row('vegetarian', 'Kannada', 'Kannada', ['ಸಸ್ಯಾಹಾರಿ']),
  row('allergy', 'Kannada', 'Kannada', ['ಅಲರ್ಜಿ']),
  row('not', 'Kannada', 'Kannada', ['ಇಲ್ಲ']),
  row('and', 'Kannada', 'Kannada', ['ಮತ್ತು']),
  row('or', 'Kannada', 'Kannada', ['ಅಥವಾ']),
  row('', 'Kannada', 'Kannada', ['ಇದೆ', 'ನನಗೆ']),

  // ------------------------------------------------------------ Malayalam
  // പാൽ with the chillu letter, പാല് in the older spelling.
  row('peanut', 'Malayalam', 'Malayalam', ['നിലക്കടല', 'കപ്പലണ്ടി']),
  row('sesame', 'Malayalam', 'Malayalam', ['എള്ള്']),
  row('mustard', 'Malayalam', 'Malayalam', ['കടുക്']),
  row('milk', 'Malayalam', 'Malayalam', ['പാൽ', 'പാല്', 'തൈര്']),
  row('egg', 'Malayalam', 'Malayalam', ['മുട്ട']),
  row('prawn', 'Malayalam', 'Malayalam', ['ചെമ്മീൻ', 'ചെമ്മീന്']),
  row('fish', 'Malayalam', 'Malayalam', ['മീൻ', 'മത്സ്യം']),
  row('wheat', 'Malayalam', 'Malayalam', ['ഗോതമ്പ്']),
  row('cashew', 'Malayalam', 'Malayalam', ['കശുവണ്ടി', 'അണ്ടിപ്പരിപ്പ്']),
  row('vegetarian', 'Malayalam', 'Malayalam', ['സസ്യാഹാരി']),
  row('allergy', 'Malayalam', 'Malayalam', ['അലർജി', 'അലര്ജി']),
  row('not', 'Malayalam', 'Malayalam', ['ഇല്ല']),
  row('or', 'Malayalam', 'Malayalam', ['അല്ലെങ്കിൽ']),
  row('', 'Malayalam', 'Malayalam', ['ഉണ്ട്', 'എനിക്ക്']),

  // ------------------------------------------------------------ Romanised Hindi (Hinglish)
  // The Hindi words as typed on a phone keyboard; the reader already knows moongphali, til,
  // sarson, doodh, anda, jhinga, gehun and kaju (TEXT_TAGS), so these add spellings and grammar.
  row('peanut', 'Latin (romanised)', 'Hinglish', ['mungphali', 'moongfali', 'singdana', 'shengdane']),
  row('milk', 'Latin (romanised)', 'Hinglish', ['doodh', 'dudh', 'dood']),
  row('egg', 'Latin (romanised)', 'Hinglish', ['anda', 'ande', 'andey', 'anday', 'andaa']),
  row('prawn', 'Latin (romanised)', 'Hinglish', ['jhinga', 'jheenga', 'jhinge', 'jhingey']),
  row('wheat', 'Latin (romanised)', 'Hinglish', ['gehun', 'gehu', 'gehoon', 'gehoo', 'genhu']),
  row('mustard', 'Latin (romanised)', 'Hinglish', ['sarson', 'sarso', 'sarsoon']),
  row('allergy', 'Latin (romanised)', 'Hinglish', ['allergi', 'elergy', 'alergy', 'alergic']),
  row('dislike', 'Latin (romanised)', 'Hinglish', ['pasand nahi', 'pasand nahin']),
  row('none', 'Latin (romanised)', 'Hinglish', [
    'koi allergy nahi',
    'koi allergy nahin',
    'kuch nahi',
    'koi nahi',
  ]),
  row('not', 'Latin (romanised)', 'Hinglish', ['nahi', 'nahin', 'nai', 'mat']),
  row('and', 'Latin (romanised)', 'Hinglish', ['aur']),
  row('or', 'Latin (romanised)', 'Hinglish', ['ya']),
  // "moongphali se allergy hai", "mujhe anda nahi khate": the grammar words carry no food.
  row('', 'Latin (romanised)', 'Hinglish', [
    'se',
    'hai',
    'hain',
    'h',
    'mujhe',
    'mujhko',
    'humein',
    'ko',
    'ka',
    'ki',
    'ke',
    'mein',
    'me',
    'bhi',
    'khate',
    'khata',
    'khati',
    'khana',
    'khaate',
    'hoti',
    'hota',
    'wale',
    'wali',
    'sab',
    'sabhi',
  ]),
];

/** Zero-width joiners and the like vary between keyboards; NFC makes ड़ one way everywhere. */
export const normaliseScript = (text: string) => text.normalize('NFC').replace(/[\u200b-\u200d\ufeff]/g, '');

const LETTER = '[\\p{L}\\p{M}]';
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The table as two lookups, built on first use: every word, and the words that take endings.
 * Looking words up (rather than a pattern per word) keeps an answer's reading under a millisecond.
 */
let lookup: { exact: Map<string, Meaning>; stems: Map<string, Meaning>; longest: number } | null = null;
function table() {
  if (lookup) return lookup;
  const exact = new Map<string, Meaning>();
  const stems = new Map<string, Meaning>();
  let longest = 1;
  for (const r of RESTRICTION_WORDS)
    for (const raw of r.words) {
      const word = normaliseScript(raw.toLowerCase()).replace(/\s+/g, ' ');
      longest = Math.max(longest, word.split(' ').length);
      if (!exact.has(word)) exact.set(word, r.means);
      // Script words take endings (case suffixes); romanised words and grammar words stand alone.
      const alone =
        r.script === 'Latin (romanised)' ||
        r.means === '' ||
        r.means === 'not' ||
        r.means === 'and' ||
        r.means === 'or';
      if (!alone && !stems.has(word)) stems.set(word, r.means);
    }
  lookup = { exact, stems, longest };
  return lookup;
}

/** The meaning of these words: the whole of them, or a stem of the last one (its ending dropped). */
function meaningOf(said: string): Meaning | undefined {
  const { exact, stems } = table();
  const found = exact.get(said);
  if (found !== undefined) return found;
  const lastWord = said.lastIndexOf(' ') + 1;
  for (let cut = said.length - 1; cut > lastWord; cut--) {
    const stem = stems.get(said.slice(0, cut));
    if (stem !== undefined) return stem;
  }
  return undefined;
}

/** English put in a word's place: 'and' / 'or' keep the reader's splitting, fillers vanish. */
const ENGLISH: Record<Meaning, string> = {
  peanut: 'peanut',
  nuts: 'nuts',
  cashew: 'cashew',
  almond: 'almond',
  walnut: 'walnut',
  milk: 'milk',
  egg: 'egg',
  wheat: 'wheat',
  gluten: 'gluten',
  sesame: 'sesame',
  mustard: 'mustard',
  prawn: 'prawn',
  crab: 'crab',
  fish: 'fish',
  soy: 'soy',
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  jain: 'jain',
  satvik: 'satvik',
  onion: 'onion',
  garlic: 'garlic',
  allergy: 'allergy',
  intolerance: 'intolerance',
  dislike: 'dislike',
  none: 'none',
  not: 'not',
  and: 'and',
  or: 'or',
  '': '',
};

/**
 * The text with each word of the table replaced by its English word ("मूंगफली से एलर्जी है" →
 * "peanut allergy"); words the table does not know stay as written, so the reader can show them
 * as not matched.
 */
export function toReaderWords(text: string): string {
  const written = normaliseScript(text);
  const words = [...written.matchAll(/[\p{L}\p{M}]+/gu)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const { longest } = table();
  let out = '';
  let done = 0;
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    let means: Meaning | undefined;
    // The longest run of words the table knows ("कोई एलर्जी नहीं" before "नहीं").
    for (let k = Math.min(longest, words.length - i); k >= 1 && means === undefined; k--) {
      const span = written.slice(words[i].start, words[i + k - 1].end);
      if (k > 1 && /[^\p{L}\p{M}\s]/u.test(span)) continue;
      means = meaningOf(span.toLowerCase().replace(/\s+/g, ' '));
      if (means !== undefined) taken = k;
    }
    if (means === undefined) {
      i += 1;
      continue;
    }
    out += `${written.slice(done, words[i].start)} ${ENGLISH[means]} `;
    done = words[i + taken - 1].end;
    i += taken;
  }
  out += written.slice(done);
  return out.replace(/[ \t]+/g, ' ').trim();
}

const JOINS = RESTRICTION_WORDS.filter((r) => r.means === 'and' || r.means === 'or')
  .flatMap((r) => r.words)
  .map((word) => escapeRegex(normaliseScript(word)))
  .join('|');
/** Where an answer splits into its parts: the reader's marks, the danda, and "और", "and", "या" … */
export const PART_BREAK = new RegExp(
  `[,;/\\n•|+()।॥]|\\.\\s|\\.$|\\s[-—–]\\s|&|(?<!${LETTER})(?:and|or|also|${JOINS})(?!${LETTER})`,
  'giu',
);
