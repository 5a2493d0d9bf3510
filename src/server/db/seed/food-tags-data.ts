import type { FoodTag } from '../../../shared/restrictions';

/**
 * Allergen and diet tags of the 542 IFCT 2017 foods (issue 26, docs/decisions/140). Made from each
 * food's group and name by deriveFoodTags (shared/restrictions.ts), then reviewed by hand, food by
 * food; the rows marked "(reviewed)" differ from the rule: leaves and stems of root plants and
 * water chestnut are not roots for a Jain diet; chicken and oyster mushrooms are mushrooms; an
 * oyster is a mollusc; duck, emu, guinea fowl, pigeon and quail are poultry; Bombay duck, milk
 * fish, aluva, shark and fish roe are fish. Ghee carries milk but not lactose (decision 141).
 * The reference seed writes these into food_items.tags (seed version 4).
 */
export const IFCT_FOOD_TAGS: Record<string, readonly FoodTag[]> = {
  A001: [], // Amaranth seed, black
  A002: [], // Amaranth seed, pale brown
  A003: [], // Bajra
  A004: ['gluten'], // Barley
  A005: [], // Jowar
  A006: [], // Maize, dry
  A007: [], // Maize, tender, local
  A008: [], // Maize, tender, sweet
  A009: [], // Quinoa
  A010: [], // Ragi
  A011: [], // Rice flakes
  A012: [], // Rice puffed
  A013: [], // Rice, raw, brown
  A014: [], // Rice, parboiled, milled
  A015: [], // Rice, raw, milled
  A016: [], // Samai
  A017: [], // Varagu
  A018: ['gluten', 'wheat'], // Wheat flour, refined
  A019: ['gluten', 'wheat'], // Wheat flour, atta
  A020: ['gluten', 'wheat'], // Wheat, whole
  A021: ['gluten', 'wheat'], // Wheat, bulgur
  A022: ['gluten', 'wheat'], // Wheat, semolina
  A023: ['gluten', 'wheat'], // Wheat, vermicelli
  A024: ['gluten', 'wheat'], // Wheat, vermicelli, roasted
  B001: [], // Bengal gram, dal
  B002: [], // Bengal gram, whole
  B003: [], // Black gram, dal
  B004: [], // Black gram, whole
  B005: [], // Cowpea, brown
  B006: [], // Cowpea, white
  B007: [], // Field bean, black
  B008: [], // Field bean, brown
  B009: [], // Field bean, white
  B010: [], // Green gram, dal
  B011: [], // Green gram, whole
  B012: [], // Horse gram, whole
  B013: [], // Lentil dal
  B014: [], // Lentil whole, brown
  B015: [], // Lentil whole, yellowish
  B016: [], // Moth bean
  B017: [], // Peas, dry
  B018: [], // Rajmah, black
  B019: [], // Rajmah, brown
  B020: [], // Rajmah, red
  B021: [], // Red gram, dal
  B022: [], // Red gram, whole
  B023: [], // Ricebean
  B024: ['soy'], // Soya bean, brown
  B025: ['soy'], // Soya bean, white
  C001: [], // Agathi leaves
  C002: [], // Amaranth leaves, green
  C003: [], // Amaranth leaves, red mix
  C004: [], // Amaranth leaves, red and green mix
  C005: [], // Amaranth spinosus, leaves, green mix
  C006: [], // Amaranth spinosus, leaves, red and green mix
  C007: [], // Basella leaves
  C008: [], // Bathua leaves
  C009: [], // Beet greens (reviewed)
  C010: [], // Betel leaves, big (kolkata)
  C011: [], // Betel leaves, small
  C012: [], // Brussels sprouts
  C013: [], // Cabbage, Chinese
  C014: [], // Cabbage, collard greens
  C015: [], // Cabbage, green
  C016: [], // Cabbage, violet
  C017: [], // Cauliflower leaves
  C018: [], // Colocasia leaves, green (reviewed)
  C019: [], // Drumstick leaves
  C020: [], // Fenugreek leaves
  C021: [], // Garden cress
  C022: [], // Gogu leaves, green
  C023: [], // Gogu leaves, red
  C024: [], // Knol-Khol, leaves
  C025: [], // Lettuce
  C026: ['mustard'], // Mustard leaves
  C027: [], // Pak Choi leaves
  C028: [], // Parsley
  C029: [], // Ponnaganni
  C030: [], // Pumpkin leaves, tender
  C031: [], // Radish leaves (reviewed)
  C032: [], // Rumex leaves
  C033: [], // Spinach
  C034: [], // Tamarind leaves, tender
  D001: [], // Ash gourd
  D002: [], // Bamboo shoot, tender
  D003: [], // Bean scarlet, tender
  D004: [], // Bitter gourd, jagged, teeth ridges, elongate
  D005: [], // Bitter gourd, jagged, teeth ridges, short
  D006: [], // Bitter gourd, jagged, smooth ridges, elongate
  D007: [], // Bottle gourd, elongate, pale green
  D008: [], // Bottle gourd, round, pale green
  D009: [], // Bottle gourd, elongate, dark green
  D010: [], // Brinjal-1
  D011: [], // Brinjal-2
  D012: [], // Brinjal-3
  D013: [], // Brinjal-4
  D014: [], // Brinjal-5
  D015: [], // Brinjal-6
  D016: [], // Brinjal-7
  D017: [], // Brinjal-8
  D018: [], // Brinjal-9
  D019: [], // Brinjal-10
  D020: [], // Brinjal-11
  D021: [], // Brinjal-12
  D022: [], // Brinjal-13
  D023: [], // Brinjal-14
  D024: [], // Brinjal-15
  D025: [], // Brinjal-16
  D026: [], // Brinjal-17
  D027: [], // Brinjal-18
  D028: [], // Brinjal-19
  D029: [], // Brinjal-20
  D030: [], // Brinjal-21
  D031: [], // Brinjal - all varieties
  D032: [], // Broad beans
  D033: [], // Capsicum, green
  D034: [], // Capsicum, red
  D035: [], // Capsicum, yellow
  D036: [], // Cauliflower
  D037: [], // Celery stalk
  D038: [], // Cho-cho-marrow
  D039: [], // Cluster beans
  D040: [], // Colocasia, stem, black (reviewed)
  D041: [], // Colocasia, stem, green (reviewed)
  D042: [], // Corn, Baby
  D043: [], // Cucumber, green, elongate
  D044: [], // Cucumber, green, short
  D045: [], // Cucumber, orange, round
  D046: [], // Drumstick
  D047: [], // Field beans, tender, broad
  D048: [], // Field beans, tender, lean
  D049: [], // French beans, country
  D050: [], // French beans, hybrid
  D051: [], // Jack fruit, raw
  D052: [], // Jack fruit, seed, mature
  D053: [], // Knol - Khol
  D054: [], // Kovai, big
  D055: [], // Kovai, small
  D056: [], // Ladies finger
  D057: [], // Mango, green, raw
  D058: ['onion_garlic'], // Onion, stalk
  D059: [], // Papaya, raw
  D060: [], // Parwar
  D061: [], // Peas, fresh
  D062: [], // Plantain, flower
  D063: [], // Plantain, green
  D064: [], // Plantain, stem
  D065: [], // Pumpkin, green, cylindrical
  D066: [], // Pumpkin, orange, round
  D067: [], // Red gram, tender, fresh
  D068: [], // Ridge gourd
  D069: [], // Ridge gourd, smooth skin
  D070: [], // Snake gourd, long, pale green
  D071: [], // Snake gourd, long, dark green
  D072: [], // Snake gourd, short
  D073: [], // Tinda, tender
  D074: [], // Tomato, green
  D075: [], // Tomato, ripe, hybrid
  D076: [], // Tomato, ripe, local
  D077: [], // Zucchini, green
  D078: [], // Zucchini, yellow
  E001: [], // Apple, big
  E002: [], // Apple, green
  E003: [], // Apple, small
  E004: [], // Apple, small, Kashmir
  E005: [], // Apricot, dried
  E006: [], // Apricot, processed
  E007: [], // Avocado fruit
  E008: [], // Bael fruit
  E009: [], // Banana, ripe, montham
  E010: [], // Banana, ripe, poovam
  E011: [], // Banana, ripe, red
  E012: [], // Banana, ripe, robusta
  E013: [], // Black berry
  E014: [], // Cherries, red
  E015: [], // Currants, black
  E016: [], // Custard apple
  E017: [], // Dates, dry, pale brown
  E018: [], // Dates, dry, dark brown
  E019: [], // Dates, processed
  E020: [], // Fig
  E021: [], // Goosberry
  E022: [], // Grapes, seeded, round, black
  E023: [], // Grapes, seeded, round, green
  E024: [], // Grapes, seeded, round, red
  E025: [], // Grapes, seedless, oval, black
  E026: [], // Grapes, seedless, round, green
  E027: [], // Grapes, seedless, round, black
  E028: [], // Guava, white flesh
  E029: [], // Guava, pink flesh
  E030: [], // Jack fruit, ripe
  E031: [], // Jambu fruit, ripe
  E032: [], // Karonda fruit
  E033: [], // Lemon, juice
  E034: [], // Lime, sweet, pulp
  E035: [], // Litchi
  E036: [], // Mango, ripe, banganapalli
  E037: [], // Mango, ripe, gulabkhas
  E038: [], // Mango, ripe, himsagar
  E039: [], // Mango, ripe, kesar
  E040: [], // Mango, ripe, neelam
  E041: [], // Mango, ripe, paheri
  E042: [], // Mango, ripe, totapari
  E043: [], // Mangosteen
  E044: [], // Manila tamarind
  E045: [], // Musk melon, orange flesh
  E046: [], // Musk melon, yellow flesh
  E047: [], // Orange, pulp
  E048: [], // Palm fruit, tender
  E049: [], // Papaya, ripe
  E050: [], // Peach
  E051: [], // Pear
  E052: [], // Phalsa
  E053: [], // Pineapple
  E054: [], // Plum
  E055: [], // Pomegranate, maroon seeds
  E056: [], // Pummelo
  E057: [], // Raisins, dried, black
  E058: [], // Raisins, dried, golden
  E059: [], // Rambutan
  E060: [], // Sapota
  E061: [], // Soursop
  E062: [], // Star fruit
  E063: [], // Strawberry
  E064: [], // Tamarind, pulp
  E065: [], // Water melon, dark green (sugar baby)
  E066: [], // Water melon, pale green
  E067: [], // Wood Apple
  E068: [], // Zizyphus
  F001: ['root'], // Beet root
  F002: ['root'], // Carrot, orange
  F003: ['root'], // Carrot, red
  F004: ['root'], // Colocasia
  F005: ['root'], // Lotus root
  F006: ['root'], // Potato, brown skin, big
  F007: ['root'], // Potato, brown skin, small
  F008: ['root'], // Potato, red skin
  F009: ['root'], // Radish, elongate, red skin
  F010: ['root'], // Radish, elongate, white skin
  F011: ['root'], // Radish, round, red skin
  F012: ['root'], // Radish, round, white skin
  F013: ['root'], // Sweet potato, brown skin
  F014: ['root'], // Sweet potato, pink skin
  F015: ['root'], // Tapioca
  F016: [], // Water Chestnut (reviewed)
  F017: ['root'], // Yam, elephant
  F018: ['root'], // Yam, ordinary
  F019: ['root'], // Yam, wild
  G001: [], // Chillies, green-1
  G002: [], // Chillies, green-2
  G003: [], // Chillies, green-3
  G004: [], // Chillies, green-4
  G005: [], // Chillies, green-5
  G006: [], // Chillies, green-6
  G007: [], // Chillies, green-7
  G008: [], // Chillies, green - all varieties
  G009: [], // Coriander leaves
  G010: [], // Curry leaves
  G011: ['onion_garlic'], // Garlic, big clove
  G012: ['onion_garlic'], // Garlic, small clove
  G013: ['onion_garlic'], // Garlic, single clove, Kashmir
  G014: ['root'], // Ginger, fresh
  G015: ['root'], // Mango ginger
  G016: [], // Mint leaves
  G017: ['onion_garlic'], // Onion, big
  G018: ['onion_garlic'], // Onion, small
  G019: ['gluten', 'wheat'], // Asafoetida (reviewed: compounded hing is mostly wheat flour; issue 32, decision 182)
  G020: [], // Cardamom, green
  G021: [], // Cardamom, black
  G022: [], // Chillies, red
  G023: [], // Cloves
  G024: [], // Coriander seeds
  G025: [], // Cumin seeds
  G026: [], // Fenugreek seeds
  G027: [], // Mace
  G028: [], // Nutmeg
  G029: [], // Omum
  G030: [], // Pippali
  G031: [], // Pepper, black
  G032: [], // Poppy seeds
  G033: [], // Turmeric powder
  H001: ['tree_nut'], // Almond
  H002: [], // Arecanut, dried, brown
  H003: [], // Arecanut, dried, red color
  H004: [], // Arecanut, fresh
  H005: ['tree_nut'], // Cashew nut
  H006: [], // Coconut, kernal, dry
  H007: [], // Coconut, kernel, fresh
  H008: [], // Garden cress, seeds
  H009: ['sesame'], // Gingelly seeds, black
  H010: ['sesame'], // Gingelly seeds, brown
  H011: ['sesame'], // Gingelly seeds, white
  H012: ['peanut'], // Ground nut
  H013: ['mustard'], // Mustard seeds
  H014: [], // Linseeds
  H015: [], // Niger seeds, black
  H016: [], // Niger seeds, gray
  H017: ['tree_nut'], // Pine seed
  H018: ['tree_nut'], // Pistachio nuts
  H019: [], // Safflower seeds
  H020: [], // Sunflower seeds
  H021: ['tree_nut'], // Walnut
  I001: [], // Jaggery, cane
  I002: [], // Sugarcane, juice
  J001: ['mushroom'], // Button mushroom, fresh
  J002: ['mushroom'], // Chicken mushroom, fresh (reviewed)
  J003: ['mushroom'], // Shiitake mushroom, fresh
  J004: ['mushroom'], // Oyster mushroom, dried (reviewed)
  K001: [], // Toddy
  K002: [], // Coconut Water
  L001: ['milk', 'lactose'], // Milk, whole, Buffalo
  L002: ['milk', 'lactose'], // Milk, whole, Cow
  L003: ['milk', 'lactose'], // Paneer
  L004: ['milk', 'lactose'], // Khoa
  M001: ['egg'], // Egg, poultry, whole, raw
  M002: ['egg'], // Egg, poultry, white, raw
  M003: ['egg'], // Egg, poultry, yolk, raw
  M004: ['egg'], // Egg, poultry, whole, boiled
  M005: ['egg'], // Egg, poultry, white, boiled
  M006: ['egg'], // Egg, poultry, yolk, boiled
  M007: ['egg'], // Egg, poultry, omlet
  M008: ['egg'], // Egg, country hen, whole, raw
  M009: ['egg'], // Egg, country hen, whole, boiled
  M010: ['egg'], // Egg, country hen, omlet
  M011: ['egg'], // Egg, duck, whole, boiled
  M012: ['egg'], // Egg, duck, whole, raw
  M013: ['egg'], // Egg, duck, whole, omlet
  M014: ['egg'], // Egg, quial, whole, raw
  M015: ['egg'], // Egg, quial, whole, boiled
  N001: ['poultry'], // Chicken, poultry, leg, skinless
  N002: ['poultry'], // Chicken, poultry, thigh, skinless
  N003: ['poultry'], // Chicken, poultry, breast, skinless
  N004: ['poultry'], // Chicken, poultry, wing, skinless
  N005: ['poultry'], // Poultry, chicken, liver
  N006: ['poultry'], // Poultry, chicken, gizzard
  N007: ['poultry'], // Country hen, leg, with skin
  N008: ['poultry'], // Country hen, thigh, with skin
  N009: ['poultry'], // Country hen, breast, with skin
  N010: ['poultry'], // Country hen, wing, with skin
  N011: ['poultry'], // Duck, meat, with skin (reviewed)
  N012: ['poultry'], // Emu, meat, skinless (reviewed)
  N013: ['poultry'], // Guinea fowl, meat, with skin (reviewed)
  N014: ['poultry'], // Pigeon, meat, with skin (reviewed)
  N015: ['poultry'], // Quail, meat, skinless (reviewed)
  N016: ['poultry'], // Turkey, leg, with skin
  N017: ['poultry'], // Turkey, thigh, with skin
  N018: ['poultry'], // Turkey, breast, with skin
  N019: ['poultry'], // Turkey, wing, with skin
  O001: ['meat'], // Goat, shoulder, meat
  O002: ['meat'], // Goat, chops
  O003: ['meat'], // Goat, legs
  O004: ['meat'], // Goat, brain
  O005: ['meat'], // Goat, tongue
  O006: ['meat'], // Goat, lungs
  O007: ['meat'], // Goat, heart
  O008: ['meat'], // Goat, liver
  O009: ['meat'], // Goat, tripe
  O010: ['meat'], // Goat, spleen
  O011: ['meat'], // Goat, kidneys
  O012: ['meat'], // Goat, tube (small intestine)
  O013: ['meat'], // Goat, testis
  O014: ['meat'], // Sheep, shoulder
  O015: ['meat'], // Sheep, chops
  O016: ['meat'], // Sheep, leg
  O017: ['meat'], // Sheep, brain
  O018: ['meat'], // Sheep, tongue
  O019: ['meat'], // Sheep, lungs
  O020: ['meat'], // Sheep, heart
  O021: ['meat'], // Sheep, liver
  O022: ['meat'], // Sheep, tripe
  O023: ['meat'], // Sheep, spleen
  O024: ['meat'], // Sheep, kidneys
  O025: ['meat'], // Beef, shoulder
  O026: ['meat'], // Beef, chops
  O027: ['meat'], // Beef, round (leg)
  O028: ['meat'], // Beef, brain
  O029: ['meat'], // Beef, tongue
  O030: ['meat'], // Beef, lungs
  O031: ['meat'], // Beef, heart
  O032: ['meat'], // Beef, liver
  O033: ['meat'], // Beef, tripe
  O034: ['meat'], // Beef, spleen
  O035: ['meat'], // Beef, kidneys
  O036: ['meat'], // Calf, shoulder
  O037: ['meat'], // Calf, chops
  O038: ['meat'], // Calf, round (leg)
  O039: ['meat'], // Calf, brain
  O040: ['meat'], // Calf, tongue
  O041: ['meat'], // Calf, heart
  O042: ['meat'], // Calf, liver
  O043: ['meat'], // Calf, spleen
  O044: ['meat'], // Calf, kidneys
  O045: ['meat'], // Mithun, shoulder
  O046: ['meat'], // Mithun, chops
  O047: ['meat'], // Mithun, round (leg)
  O048: ['meat'], // Pork, shoulder
  O049: ['meat'], // Pork, chops
  O050: ['meat'], // Pork, ham
  O051: ['meat'], // Pork, lungs
  O052: ['meat'], // Pork, heart
  O053: ['meat'], // Pork, liver
  O054: ['meat'], // Pork, stomach
  O055: ['meat'], // Pork, spleen
  O056: ['meat'], // Pork, kidneys
  O057: ['meat'], // Pork, tube (small intestine)
  O058: ['meat'], // Hare, shoulder
  O059: ['meat'], // Hare, chops
  O060: ['meat'], // Hare, leg
  O061: ['meat'], // Rabbit, shoulder
  O062: ['meat'], // Rabbit, chops
  O063: ['meat'], // Rabbit, leg
  P001: ['fish'], // Allathi
  P002: ['fish'], // Aluva (reviewed)
  P003: ['fish'], // Anchovy
  P004: ['fish'], // Ari fish
  P005: ['fish'], // Betki
  P006: ['fish'], // Black snapper
  P007: ['fish'], // Bombay duck (reviewed)
  P008: ['fish'], // Bommuralu
  P009: ['fish'], // Cat fish
  P010: ['fish'], // Chakla
  P011: ['fish'], // Chappal
  P012: ['fish'], // Chelu
  P013: ['fish'], // Chembali
  P014: ['fish'], // Eri meen
  P015: ['fish'], // Gobro
  P016: ['fish'], // Guitar fish
  P017: ['fish'], // Hilsa
  P018: ['fish'], // Jallal
  P019: ['fish'], // Jathi vela meen
  P020: ['fish'], // Kadal bral
  P021: ['fish'], // Kadali
  P022: ['fish'], // Kalamaara
  P023: ['fish'], // Kalava
  P024: ['fish'], // Kanamayya
  P025: ['fish'], // Kannadi paarai
  P026: ['fish'], // Karimeen
  P027: ['fish'], // Karnagawala
  P028: ['fish'], // Kayrai
  P029: ['fish'], // Kiriyan
  P030: ['fish'], // Kite fish
  P031: ['fish'], // Korka
  P032: ['fish'], // Kulam paarai
  P033: ['fish'], // Maagaa
  P034: ['fish'], // Mackerel
  P035: ['fish'], // Manda clathi
  P036: ['fish'], // Matha
  P037: ['fish'], // Milk fish (reviewed)
  P038: ['fish'], // Moon fish
  P039: ['fish'], // Mullet
  P040: ['fish'], // Mural
  P041: ['fish'], // Myil meen
  P042: ['fish'], // Nalla bontha
  P043: ['fish'], // Narba
  P044: ['fish'], // Paarai
  P045: ['fish'], // Padayappa
  P046: ['fish'], // Pali kora
  P047: ['fish'], // Pambada
  P048: ['fish'], // Pandukopa
  P049: ['fish'], // Parava
  P050: ['fish'], // Parcus
  P051: ['fish'], // Parrot fish
  P052: ['fish'], // Perinkilichai
  P053: ['fish'], // Phopat
  P054: ['fish'], // Piranha
  P055: ['fish'], // Pomfret, black
  P056: ['fish'], // Pomfret, snub nose
  P057: ['fish'], // Pomfret, white
  P058: ['fish'], // Pranel
  P059: ['fish'], // Pulli paarai
  P060: ['fish'], // Queen fish
  P061: ['fish'], // Raai fish
  P062: ['fish'], // Raai vanthu
  P063: ['fish'], // Rani
  P064: ['fish'], // Ray fish, bow head, spotted
  P065: ['fish'], // Red snapper
  P066: ['fish'], // Red snapper, small
  P067: ['fish'], // Sadaya
  P068: ['fish'], // Salmon
  P069: ['fish'], // Sangada
  P070: ['fish'], // Sankata paarai
  P071: ['fish'], // Sardine
  P072: ['fish'], // Shark
  P073: ['fish'], // Shark, hammer head (reviewed)
  P074: ['fish'], // Shark, spotted
  P075: ['fish'], // Shelavu
  P076: ['fish'], // Silan
  P077: ['fish'], // Silk fish
  P078: ['fish'], // Silver carp
  P079: ['fish'], // Sole fish
  P080: ['fish'], // Stingray
  P081: ['fish'], // Tarlava
  P082: ['fish'], // Tholam
  P083: ['fish'], // Tilapia
  P084: ['fish'], // Tuna
  P085: ['fish'], // Tuna, striped
  P086: ['fish'], // Valava
  P087: ['fish'], // Vanjaram
  P088: ['fish'], // Vela meen
  P089: ['fish'], // Vora
  P090: ['fish'], // Whale shark
  P091: ['fish'], // Xiphinis
  P092: ['fish'], // Eggs, Cat fish (reviewed)
  Q001: ['crustacean'], // Crab
  Q002: ['crustacean'], // Crab, sea
  Q003: ['crustacean'], // Lobster, brown
  Q004: ['crustacean'], // Lobster, king size
  Q005: ['crustacean'], // Mud crab
  Q006: ['mollusc'], // Oyster (reviewed)
  Q007: ['crustacean'], // Tiger prawns, brown
  Q008: ['crustacean'], // Tiger Prawns, orange
  R001: ['mollusc'], // Clam, green shell
  R002: ['mollusc'], // Clam, white shell, ribbed
  R003: ['mollusc'], // Octopus
  R004: ['mollusc'], // Squid, black
  R005: ['mollusc'], // Squid, hard shell
  R006: ['mollusc'], // Squid, red
  R007: ['mollusc'], // Squid, white, small
  S001: ['fish'], // Cat fish
  S002: ['fish'], // Catla
  S003: ['fish'], // Freshwater Eel
  S004: ['fish'], // Gold fish
  S005: ['fish'], // Pangas
  S006: ['fish'], // Rohu
  S007: ['crustacean'], // Crab
  S008: ['crustacean'], // Prawns, big
  S009: ['crustacean'], // Prawns, small
  S010: ['crustacean'], // Tiger prawns
  T001: [], // Coconut oil
  T002: [], // Corn oil
  T003: [], // Cotton seed oil
  T004: ['sesame'], // Gingelly oil
  T005: ['peanut'], // Groundnut oil
  T006: ['mustard'], // Mustard oil
  T007: [], // Palm oil
  T008: [], // Rice bran oil
  T009: [], // Safflower oil
  T010: [], // Safflower oil (blended)
  T011: ['soy'], // Soyabean oil
  T012: [], // Sunflower oil
  T013: ['milk'], // Ghee
  T014: [], // Vanaspati
};
