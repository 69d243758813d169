import { StoryContext, StoryRegion, StoryType } from "../../modules/stories/story.enums";
import type { SeedStory } from "./seed-story";

/** Original cases set in Europe and Africa. Every person, firm and crime here is invented. */
export const EUROPE_AFRICA_STORIES: SeedStory[] = [
  {
    slug: "the-lacemakers-ledger",
    title: "The Lacemaker's Ledger",
    city: "Bruges",
    region: StoryRegion.EUROPE,
    type: StoryType.THEFT,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Bruges, 1962: a priceless lace veil vanishes from a locked chest, and the workshop's own ledger knows who took it.",
    mediumDescription:
      "In a canal-side lace house in 1962 Bruges, the famous Veil of Seven Swans disappears overnight from a chest that was never forced. Work through ledgers, card-club tallies and a hotel register to find out which of four people knew exactly where it was, and held the key to reach it.",
    longDescription:
      "Bruges in March 1962 is all wet cobbles and shuttered windows, and the Van Acker lace house on the canal has not changed its routine in three generations. The bobbins click until six, the shutters come down, and the finest piece in the building, a nineteenth-century bridal veil known as the Veil of Seven Swans, sleeps in its cedar chest upstairs.\n\n" +
      "On the morning of the fifteenth the chest stands open, the tissue paper folded neatly back, and the veil is gone. No window was broken and no lock was forced. Godelieve Van Acker, who runs the house, had brought the veil back from the bank vault only the afternoon before, for a bride's fitting that will now never happen.\n\n" +
      "Your kit holds the workshop's own paperwork: the stock-movement ledger, the cash book, a card club's tally sheet, a Brussels hotel register, statements from the household and a floor plan of the lace house with every key and drawer marked. Everything you need is on paper, and nothing is handed to you.\n\n" +
      "Four people had reasons to want the veil, or the money it would fetch. Only one of them could have known where it was that night and laid hands on the key to open it. Follow the ink.",
    addedDaysAgo: 702,
    downloads: 4310,
    art: { motif: "bridge", accent: "#e0b872" },
    kit: {
      victim: "The Van Acker lace house and its owner, Godelieve Van Acker, 63",
      incident:
        "During the night of 14-15 March 1962, the Veil of Seven Swans was taken from a locked cedar chest in the upstairs showroom of the Van Acker lace house in Bruges.",
      suspects: [
        {
          name: "Pieter Van Acker",
          role: "Godelieve's nephew and the house bookkeeper",
          age: 34,
          motive: "Owes a large sum to a private card club on the Markt.",
          alibi: "Says he played cards at the club until one in the morning.",
        },
        {
          name: "Marthe Claeys",
          role: "Senior lacemaker",
          age: 58,
          motive: "Designed the veil's modern restoration and was never credited for it.",
          alibi: "At home with her sister on the Langestraat all evening.",
        },
        {
          name: "Henri Dumont",
          role: "Antiques dealer from Brussels",
          age: 46,
          motive: "Offered to buy the veil twice and was refused both times.",
          alibi: "Staying at his usual hotel in Brussels.",
        },
        {
          name: "Lieve Peeters",
          role: "Apprentice lacemaker who lodges in the attic",
          age: 19,
          motive: "Was dismissed last winter and only taken back on reduced wages.",
          alibi: "Asleep in her attic room above the showroom.",
        },
      ],
      evidence: [
        "The cedar chest was opened with its own key and shows no scratches; the spare key is kept inside the locked ledger drawer in the ground-floor office.",
        "The ledger drawer has two keys: one on Godelieve's chatelaine and one on the bookkeeper's ring, which Pieter carries as part of his duties.",
        "The stock-movement ledger records the veil's return from the bank at 16:00 on 14 March, witnessed by Godelieve, Pieter, Marthe and Lieve.",
        "The Brussels hotel register shows Henri Dumont collecting his room key at 22:10 on 14 March, and the night porter noted no departures before 07:00.",
        "The card club's tally sheet shows Pieter Van Acker settling his account and leaving at 23:10, not at one in the morning as he told the police.",
        "Lieve heard the shop-door bell give a muffled jingle at about 23:30; a handkerchief from the shop's own sale stock was later found wedged inside the bell.",
        "The cash book shows Pieter paying 4,000 francs against his card-club debt on 17 March, thirteen days before his salary was due.",
      ],
      culprit: "Pieter Van Acker",
      solution:
        "Henri Dumont was in his Brussels hotel all night and was never told that the veil had left the bank, so he could not have planned the theft. The chest was opened with the spare key from the locked ledger drawer, and only Godelieve and Pieter hold keys to that drawer, which rules out Marthe and Lieve. The club's tally sheet shows Pieter left at 23:10, not at one, so he was free when the muffled bell rang at 23:30; the handkerchief came from stock anyone could reach. His 4,000-franc repayment on 17 March, well before payday, shows what became of the veil.",
    },
  },
  {
    slug: "blue-hour-on-kvaloya",
    title: "Blue Hour on Kvaløya",
    city: "Tromsø",
    region: StoryRegion.EUROPE,
    type: StoryType.MURDER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A Tromsø aurora guide dies on a frozen ridge, and a drone's thermal camera saw more than anyone meant it to.",
    mediumDescription:
      "Ingrid Solbakken built the best northern-lights tour in Tromsø, and in the depths of the polar night she was found dead on a snowfield above the fjord. Drone footage, vehicle telematics, phone data and a half-written email are all you need to prove it was no whiteout accident.",
    longDescription:
      "In January the sun does not rise over Tromsø at all. The town lives by headlamp and forecast, and the aurora companies race each other to wherever the sky is clear. Polarlys Expeditions, run by Ingrid Solbakken and her co-founder Even Haugland, usually wins that race.\n\n" +
      "On the night of 9 January, Ingrid drove alone to a ridge car park on the island of Kvaløya. By morning she was lying face down in the snow below it, and the first report spoke of a slip in poor visibility. The medical examiner disagreed.\n\n" +
      "Players work through a modern case file: the drone pilot's flight log and stills from its thermal camera, the company minibus's telematics, hotel bar receipts, a workshop CCTV summary, weather-station readings, Ingrid's phone location history and a draft email she never sent. Every exhibit is timestamped, and the timestamps do not all agree with what the suspects say.\n\n" +
      "Four people had reason to resent Ingrid, and all four offer an alibi. Your task is to find the one that cannot survive the northern lights.",
    addedDaysAgo: 45,
    downloads: 380,
    art: { motif: "snowfield", accent: "#5ad1c8" },
    kit: {
      victim: "Ingrid Solbakken, 41, co-founder of the aurora tour company Polarlys Expeditions",
      incident:
        "Ingrid was killed between 21:00 and 22:30 on 9 January at a ridge car park on Kvaløya, outside Tromsø, and left in the snow to look as if she had fallen.",
      suspects: [
        {
          name: "Even Haugland",
          role: "Co-founder of Polarlys Expeditions and lead guide",
          age: 45,
          motive: "Ingrid was close to proving he had been skimming the company's charter income.",
          alibi: "Says he led the evening tour at Ersfjordbotn all night.",
        },
        {
          name: "Sanna Lindqvist",
          role: "Drone pilot who films the tours",
          age: 29,
          motive: "Ingrid had told her she would be let go after a costly drone crash.",
          alibi: "Flying the drone over the tour group at Ersfjordbotn.",
        },
        {
          name: "Marcus Reid",
          role: "British landscape photographer",
          age: 52,
          motive: "Ingrid was suing him for selling her aurora footage as his own.",
          alibi: "In the bar of his Tromsø hotel all evening.",
        },
        {
          name: "Tove Nilsen",
          role: "Snowmobile guide and Ingrid's former partner",
          age: 36,
          motive: "Bitter over the break-up and the loss of her share in the company.",
          alibi: "Servicing snowmobiles at the company depot.",
        },
      ],
      evidence: [
        "The medical examiner reports a blow to the back of the skull that a forward fall into soft snow cannot explain, with death between 21:00 and 22:30.",
        "Ingrid's phone location history shows her arriving at the Kvaløya ridge car park at 20:52 and never moving again.",
        "Sanna's drone flight log keeps the remote controller fixed at the Ersfjordbotn tour stop from 21:05 to 21:50, and its thermal stills show eleven guests and Sanna, but no guide.",
        "The company minibus's telematics record the engine running and 26 km driven between 21:10 and 21:58 while the group stood at the stop; the ridge is 13 km from the stop by road.",
        "The weather station logs snow starting at 22:15, and police found the minibus's studded van tyres printed beneath that fresh layer beside Ingrid's car.",
        "Marcus Reid's bar receipts are timestamped 21:14, 21:48 and 22:20, and depot CCTV shows Tove Nilsen working on snowmobiles from 20:30 to 23:10.",
        "At 21:30 Sanna texted her mother: 'Even took the bus to fetch more thermoses and left me alone with eleven guests.'",
        "Ingrid's unsent draft to the company accountant, saved at 18:02, says she has traced 1.4 million kroner of missing charter income to Even's invoices and will meet him at the ridge tonight.",
      ],
      culprit: "Even Haugland",
      solution:
        "Ingrid's phone fixes her at the ridge from 20:52, and the autopsy rules out an accidental fall. Marcus is pinned to the hotel bar by his receipts and Tove to the depot by CCTV, while Sanna's controller never leaves the tour stop. Her thermal stills show the guide missing, the minibus logs a 26 km round trip that matches the road to the ridge and back, and its tyre tracks lie under the snow that began at 22:15. Ingrid's draft email supplies the motive: she had found Even's embezzlement and arranged to confront him at the ridge.",
    },
  },
  {
    slug: "the-thirty-eighth-pipe",
    title: "The Thirty-Eighth Pipe",
    city: "Porto",
    region: StoryRegion.EUROPE,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Porto, 1971: a port-wine heir disappears the night before he inherits, and the answer is written in the cellar books.",
    mediumDescription:
      "Tomás Ferraz was due to take control of his family's port lodge on his twenty-eighth birthday; the night before, he vanished from the Gaia waterfront and the river was blamed. Cooper's tallies, weighbridge slips and a postcard from Rio invite you to find out who really made him disappear.",
    longDescription:
      "Across the Douro from Porto, the port lodges of Vila Nova de Gaia smell of oak and old sugar. In October 1971 Casa Ferraz is loading its prized 1963 vintage for Brazil, and the house's heir, Tomás, is one day away from running the family firm.\n\n" +
      "He never signs. On the night of 2 October a boatman ferries him along the quays in a flat-bottomed rabelo, and by dawn he is gone. The family mourns a drowning, the river police drag the Douro and find nothing, and a year later a postcard arrives with no signature at all.\n\n" +
      "This is a brain teaser rather than a murder: no body, no weapon, only paperwork that refuses to add up. Players compare the cellar book against the cooper's count, study the quay's weighbridge slips, read the boatman's statement, the wages book and a cousin's train ticket, and work out what the postcard is really saying.\n\n" +
      "Someone inside Casa Ferraz knew exactly how a man could leave Portugal without a passport stamp. Work out who, and how.",
    addedDaysAgo: 540,
    downloads: 2950,
    art: { motif: "harbor", accent: "#b0304a" },
    kit: {
      victim: "Tomás Ferraz, 27, heir to the Casa Ferraz port lodge, who vanished the night before he was to take control of the firm",
      incident:
        "Tomás disappeared from the Vila Nova de Gaia waterfront late on 2 October 1971, hours before the freighter Santa Luzia sailed for Rio de Janeiro with the lodge's 1963 vintage.",
      suspects: [
        {
          name: "Joaquim Barros",
          role: "Cellar master at Casa Ferraz for forty years",
          age: 61,
          motive: "Devoted to Tomás since boyhood and knew how badly he wanted to escape the firm.",
          alibi: "Supervising the night loading of the Santa Luzia.",
        },
        {
          name: "Amélia Ferraz",
          role: "Tomás's stepmother",
          age: 55,
          motive: "Runs the firm herself until Tomás signs.",
          alibi: "Hosting a dinner at the family house in Foz.",
        },
        {
          name: "Rui Ferraz",
          role: "Tomás's cousin and next in line",
          age: 31,
          motive: "Takes control of the firm if Tomás is declared dead.",
          alibi: "On the overnight train to Lisbon.",
        },
        {
          name: "Helena Sousa",
          role: "Tomás's fiancée",
          age: 24,
          motive: "Tomás had hinted that he wanted to break off the engagement.",
          alibi: "At home with her parents in Porto.",
        },
      ],
      evidence: [
        "The boatman swears he set Tomás ashore, dry and sober, at the Casa Ferraz quay at 22:00, not in midstream.",
        "The cooper's count of 1 October lists 37 full pipes of the 1963 vintage and one 'empty, kept back for repair'.",
        "The cellar book, signed by Joaquim Barros, records 38 full pipes of 1963 loaded aboard the Santa Luzia on the night of 2 October.",
        "The quay's weighbridge slips show 37 pipes at about 620 kg each and pipe no. 38 at 131 kg.",
        "The wages book shows Joaquim drawing a 5,000-escudo advance 'for cooperage materials' on 30 September, while the month's cooperage invoices total 600 escudos.",
        "Rui's Lisbon train ticket is clipped at Porto São Bento at 21:30, and his Lisbon hotel registered him at 06:10.",
        "Tomás's unsent letter to Helena, found in his desk, reads: 'I cannot become the man who runs this house, and I will not be asked twice.'",
        "A postcard of Sugarloaf Mountain, postmarked Rio de Janeiro in February 1972 and addressed to the cellar, says only: 'The 63 travelled well. Thank the old man.'",
      ],
      culprit: "Joaquim Barros",
      solution:
        "The boatman landed Tomás at the lodge's own quay, so the river never took him. The cooper counted one empty pipe, yet the cellar book ships thirty-eight full ones, and the weighbridge puts pipe no. 38 at 131 kg: an empty cask plus a grown man. Only the cellar master signed for that loading, and his 5,000-escudo advance, more than eight times the month's cooperage bills, paid for the voyage. The Rio postcard thanking 'the old man' for the 63 confirms that Tomás arrived, while Rui's clipped ticket puts him on the Lisbon train.",
    },
  },
  {
    slug: "the-typewriter-on-jozefa-street",
    title: "The Typewriter on Józefa Street",
    city: "Kraków",
    region: StoryRegion.EUROPE,
    type: StoryType.MURDER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Kraków, 1976: a proofreader's suicide note was typed on the wrong machine, and that mistake is where the case begins.",
    mediumDescription:
      "When proofreader Aleksander Wrona is found dead beside a typed farewell note, the local militia are ready to close the file. Typewriter specimen sheets, a theatre usher's memory and a tram diversion notice tell a very different story.",
    longDescription:
      "November 1976. Kazimierz is grey with coal smoke and early dusk, and the tenement on Józefa Street smells of cabbage and floor polish. On the third floor, Aleksander Wrona, proofreader at a state publishing house, pedant and collector of other people's errors, is found slumped at his desk.\n\n" +
      "Two glasses of cherry liqueur stand on the tray, one of them rinsed. Beside his hand lies a neat typed note of apology to the world. His colleagues say Wrona would have corrected the grammar of his own farewell; this one has nothing to correct.\n\n" +
      "In the kit you will find the note itself, specimen sheets from every typewriter registered to the publishing house, the porter's key log, a 1976 tram timetable with a diversion notice, a theatre programme, a jazz club set list, the pathologist's report and pages from Wrona's desk diary. Every document is a reproduction you can hold up to the light and compare line by line.\n\n" +
      "Four people had a quarrel with Wrona. One of them sat down at a typewriter to make his death look like his own decision.",
    addedDaysAgo: 655,
    downloads: 4780,
    art: { motif: "alley", accent: "#c9a227" },
    kit: {
      victim: "Aleksander Wrona, 58, senior proofreader at a state publishing house in Kraków",
      incident:
        "Wrona was poisoned with sleeping powder in cherry liqueur at his flat on Józefa Street between 20:00 and 21:00 on 11 November 1976, and a typed suicide note was left beside him.",
      suspects: [
        {
          name: "Halina Wrona",
          role: "Estranged wife",
          age: 52,
          motive: "Stands to gain the flat and his pension.",
          alibi: "At an evening performance at the city theatre.",
        },
        {
          name: "Bogdan Sobczak",
          role: "Deputy editor at the publishing house",
          age: 44,
          motive: "Wrona could prove that Bogdan's celebrated Chekhov translation was copied from a forgotten 1938 edition.",
          alibi: "Says he took the 20:10 number 8 tram home to Nowa Huta.",
        },
        {
          name: "Jerzy Mazur",
          role: "Neighbour and amateur jazz trumpeter",
          age: 30,
          motive: "Owed Wrona 3,000 zloty and had been threatened with the housing committee.",
          alibi: "Rehearsing at a cellar jazz club in the Old Town.",
        },
        {
          name: "Ewa Lis",
          role: "Typist at the publishing house",
          age: 26,
          motive: "Wrona had reported her for typing private work on office time.",
          alibi: "At home with her mother.",
        },
      ],
      evidence: [
        "The pathologist places death between 20:00 and 21:00, from sleeping powder dissolved in cherry liqueur; one of the two glasses had been rinsed.",
        "Wrona's own typewriter strikes its lowercase 'r' high and faint because of a bent typebar, but every 'r' in the farewell note is clean and level.",
        "The publishing house's registered specimen sheets match the note's typeface and a nicked capital 'W' to machine no. 7, kept in the deputy editor's locked office; Ewa Lis types on machine no. 3.",
        "The porter's key log shows Bogdan Sobczak signing for his office key at 17:40 on 11 November and returning it at 18:25; Ewa signed out of the building at 16:00.",
        "Wrona's desk diary for 11 November reads: 'B.S. - 20:00 - bring the Chekhov pages.'",
        "A notice in the 1976 tram timetable announces that line 8 was diverted from 8 to 14 November for track works and did not call at the stop Bogdan names.",
        "A theatre usher remembers Halina Wrona in row F throughout the 20:30 interval, and the jazz club's set list has Jerzy Mazur taking trumpet solos at 20:15 and 20:45.",
        "In Wrona's drawer lies a draft letter to the director setting Bogdan's translation beside the 1938 edition, paragraph by paragraph.",
      ],
      culprit: "Bogdan Sobczak",
      solution:
        "The note was not typed on Wrona's machine, since it lacks his bent 'r', but on machine no. 7, which the specimen sheets tie to Bogdan's locked office, and the key log shows Bogdan alone with it that evening. Wrona's diary puts 'B.S.' at the flat at 20:00, squarely inside the time of death, and the draft letter about the copied Chekhov gives him the motive. His tram alibi collapses because line 8 was diverted that week. Halina and Jerzy are placed elsewhere by the usher and the set list, and Ewa had neither the machine nor the key.",
    },
  },
  {
    slug: "nine-minutes-in-the-study",
    title: "Nine Minutes in the Study",
    city: "Edinburgh",
    region: StoryRegion.EUROPE,
    type: StoryType.THEFT,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A dinner party in Edinburgh's New Town, a smart safe that logs everything, and a crypto wallet gone before dessert.",
    mediumDescription:
      "Fiona Marwick's Georgian townhouse records every door, every footstep and every code, so how did her hardware wallet leave the study safe in the middle of dinner? Sensor logs, router records and a caterer's video hold the answer.",
    longDescription:
      "Behind the sober stone front of a New Town townhouse, Dr Fiona Marwick has built a house that watches itself. Sensors count every footstep, the lights follow you from room to room, and the study safe keeps a diary of every code ever typed into it.\n\n" +
      "On a February evening she hosts a dinner for six. Somewhere between the fish course and the cheese, the hardware wallet holding most of her fortune leaves the safe. Two hours later thirty-eight bitcoin drain out of it, and the smart house has, in theory, seen everything.\n\n" +
      "The kit gives players the safe's access log, the motion and door-sensor timeline, router connection records, the installer's setup email, a caterer's timestamped video, a guest's photograph of the toast, a doorbell-camera summary from Leith and a tense family email. The data is complete; reading it correctly is the game.\n\n" +
      "Four people knew something about Fiona's security. Only one knew enough to open the safe, unlock the wallet and move the coins before midnight.",
    addedDaysAgo: 130,
    downloads: 910,
    art: { motif: "mansion", accent: "#7fb3ff" },
    kit: {
      victim: "Dr Fiona Marwick, 49, retired fintech founder and owner of the stolen hardware wallet",
      incident:
        "Between 21:43 and 21:52 on 17 February, during a dinner party at Fiona Marwick's New Town townhouse in Edinburgh, a hardware crypto wallet was taken from the study safe, and 38 bitcoin were moved out of it at 23:58.",
      suspects: [
        {
          name: "Callum Marwick",
          role: "Fiona's son",
          age: 23,
          motive: "His allowance had just been stopped until he finished his degree.",
          alibi: "Helping the chef in the kitchen all evening.",
        },
        {
          name: "Priya Anand",
          role: "Smart-home installer",
          age: 38,
          motive: "Fiona was refusing to pay a large invoice.",
          alibi: "At home in Leith; not invited to the party.",
        },
        {
          name: "Gregor Lyall",
          role: "Fiona's former business partner",
          age: 55,
          motive: "Lost heavily when Fiona sold their company over his objections.",
          alibi: "At the dining table all evening.",
        },
        {
          name: "Nadia Bell",
          role: "Private chef hired for the evening",
          age: 31,
          motive: "Her restaurant closed owing money to suppliers.",
          alibi: "Plating dessert in the kitchen.",
        },
      ],
      evidence: [
        "The safe's log shows it opened at 21:47 with the four-digit service code Priya created at installation, not Fiona's master code.",
        "Priya's setup email containing the service code went only to the household inbox, which is read by Fiona and Callum.",
        "Priya's doorbell camera in Leith shows her arriving home at 19:10 and not leaving until 08:05; the safe's keypad cannot be operated remotely.",
        "The kitchen door sensor opens at 21:43 and closes at 21:52, and the study motion sensor is active from 21:45 to 21:51.",
        "Nadia's timestamped plating video, filmed from 21:46 to 21:48, shows her alone at the pass calling 'Callum, where's the jus?' with no answer.",
        "Fiona's photograph of the toast at 21:47 shows Gregor Lyall seated at the dining table with his glass raised.",
        "The wallet wipes itself after three wrong PIN entries and was not wiped; Fiona's PIN was her late husband's birthday.",
        "The router log shows the laptop 'CM-LAPTOP' connecting to the wallet software's servers at 23:55, three minutes before the coins moved.",
      ],
      culprit: "Callum Marwick",
      solution:
        "The safe opened with the service code, which reached only the household inbox shared by Fiona and Callum, and Priya's doorbell camera keeps her in Leith all night. The kitchen door and study sensors show someone leaving the kitchen for nine minutes around the theft; Nadia's video proves Callum was not beside her, while the 21:47 toast photo keeps Gregor at the table. The unwiped wallet means the thief knew the PIN, his own father's birthday. Finally, the router log shows Callum's laptop reaching the wallet servers minutes before the bitcoin moved.",
    },
  },
  {
    slug: "the-bora-cipher",
    title: "The Bora Cipher",
    city: "Trieste",
    region: StoryRegion.EUROPE,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Trieste, 1954: a cartographer vanishes from a sleeper compartment locked from the inside, leaving a cipher for a café.",
    mediumDescription:
      "The overnight train from Vienna reaches Trieste with compartment seven bolted shut and its passenger gone, his suitcase still on the rack. A timetable, a conductor's punch log and a coded letter to a waterfront café are all you need to open the locked room.",
    longDescription:
      "In March 1954 Trieste belongs to nobody in particular. It is a free territory of cafés, customs sheds and quiet arrangements, swept each winter by the bora, a wind that can knock a grown man off the harbour wall. Everyone who arrives here is carrying something.\n\n" +
      "Dr Emil Brandt, a Viennese cartographer, boards the overnight train with a document case and a grey homburg. At dawn the conductor finds compartment seven bolted from the inside, the window shut, the bed untouched and the suitcase on the rack. Brandt is simply not there, and the train has not stopped since the border.\n\n" +
      "This is a pure puzzle of paper and logic. Players receive a 1954 timetable with every stop and dwell time, the conductor's ticket-punch log, customs stamp sheets from the Tarvisio frontier, a Villach porter's hire book, a cutaway sketch of the sleeper's door and bolt, a bank deposit slip and a letter to Caffè Saccon written entirely in number groups.\n\n" +
      "Crack the cipher, test the locked door, and you will know who closed compartment seven behind an empty bed.",
    addedDaysAgo: 410,
    downloads: 3620,
    featured: true,
    art: { motif: "train", accent: "#e8a33d" },
    kit: {
      victim: "Dr Emil Brandt, 44, Viennese cartographer who vanished from a locked sleeper compartment",
      incident:
        "Brandt disappeared from sleeper compartment seven of the overnight Vienna-Trieste train on the night of 2-3 March 1954, and the compartment was found bolted at Trieste with his suitcase still inside.",
      suspects: [
        {
          name: "Bruno Zanetti",
          role: "Sleeping-car conductor",
          age: 50,
          motive: "Heavily in debt and known along the line for doing favours for cash.",
          alibi: "On duty in the sleeper corridor all night.",
        },
        {
          name: "Greta Hollander",
          role: "Translator travelling in compartment eight",
          age: 35,
          motive: "Knew Brandt during the war and was overheard quarrelling with him in Vienna.",
          alibi: "Asleep in her own compartment.",
        },
        {
          name: "Livio Saccon",
          role: "Owner of Caffè Saccon on the Trieste waterfront",
          age: 29,
          motive: "Suspected of passing letters and contraband through his café.",
          alibi: "In Trieste, hundreds of kilometres from the train.",
        },
        {
          name: "Anton Reiss",
          role: "Director of the Vienna survey bureau that employed Brandt",
          age: 60,
          motive: "Believed Brandt was taking the bureau's maps to a rival.",
          alibi: "At home in Vienna.",
        },
      ],
      evidence: [
        "The timetable shows the train standing at Villach from 23:40 to 23:44 and at the Tarvisio frontier from 00:35 to 01:15, then running without a stop to Trieste.",
        "The conductor's punch log records Brandt's ticket clipped at 23:15 in compartment seven, before Villach.",
        "The Tarvisio customs sheet notes compartment seven's passport 'handed out by the conductor, passenger asleep'; no officer saw Brandt himself.",
        "The Villach porter's hire book lists, at 23:42, 'gentleman in grey homburg off the Trieste sleeper, one document case, to the Salzburg platform'.",
        "The sleeper door's inside bolt is thrown by the same square spindle that the conductor's square key turns from the corridor, so 'locked from inside' and 'locked by the conductor' leave identical traces.",
        "The letter to Caffè Saccon, decoded by reading each number group as page, line and word in the enclosed timetable, says: 'Villach. Square key. Room seven.'",
        "A Trieste bank slip shows Bruno Zanetti depositing 200,000 lire on 4 March, nearly three months' wages.",
        "Greta's letter to her sister complains that 'the man next door was silent as a grave all night, not even a cough'.",
      ],
      culprit: "Bruno Zanetti",
      solution:
        "Nobody saw Brandt after the ticket punch at 23:15: the customs officer only took a passport the conductor handed out, and Greta heard nothing from the compartment all night. The Villach porter's book shows a man in a grey homburg leaving the train with a document case at 23:42. Because the conductor's square key throws the same bolt as the inside latch, the locked room was no puzzle for Zanetti, and the decoded letter names Villach, the square key and room seven. His 200,000-lire deposit two days later shows he was paid to bolt the door behind an empty compartment.",
    },
  },
  {
    slug: "stack-forty-two",
    title: "Stack Forty-Two",
    city: "Rotterdam",
    region: StoryRegion.EUROPE,
    type: StoryType.MURDER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "In Rotterdam's automated port no human should stand between the stacks, so why was a planner found crushed beneath one?",
    mediumDescription:
      "Joost Verbeek knew the container terminal's software better than anyone, and at 02:24 one of its cranes lowered a box onto him. Badge logs, crane overrides, VPN records and a lure sent from a burner phone reveal who was really at the controls.",
    longDescription:
      "The container terminals at the mouth of the Maas run all night without a single driver. Robot carriers shuffle boxes across the quay, cranes stack them six high, and the people who keep it moving sit in a control tower watching screens. Nobody is allowed into the stacking yard while it runs.\n\n" +
      "At 02:30 on a wet October night, a safety alarm brings the yard to a halt. Operations planner Joost Verbeek is lying in row six of stack 42, under the spreader of an automated crane. The system says the crane was moved by hand from a console in the tower. The console's operator says she was eating soup.\n\n" +
      "The kit is a stack of machine records: gate badge logs, a crane event log and its override, canteen till receipts, a VPN session report, a customs officer's seal-scanner history, phone messages with carrier data, and the draft statement Joost was preparing for an internal inquiry. Each comes with a short plain-language key, so nobody needs to be an engineer.\n\n" +
      "Four people had reason to fear what Joost knew. The terminal logs everything, including the mistake the killer did not realise they were making.",
    addedDaysAgo: 300,
    downloads: 1780,
    art: { motif: "harbor", accent: "#ff7a1a" },
    kit: {
      victim: "Joost Verbeek, 47, operations planner at a Rotterdam container terminal",
      incident:
        "Joost was crushed by a container lowered by an automated stacking crane into row six of stack 42 at 02:24 on 19 October, in a Rotterdam terminal yard closed to people.",
      suspects: [
        {
          name: "Femke de Wit",
          role: "Remote crane operator in the control tower",
          age: 39,
          motive: "Joost had reported her for drinking on shift.",
          alibi: "On her break in the canteen.",
        },
        {
          name: "Mehmet Demir",
          role: "Customs broker",
          age: 44,
          motive: "The message that lured Joost into the yard accused him of smuggling.",
          alibi: "Checking container seals at stack 7.",
        },
        {
          name: "Lars Hoekstra",
          role: "Terminal systems engineer",
          age: 33,
          motive: "Joost was about to name him in a security inquiry.",
          alibi: "Working from home in Delft.",
        },
        {
          name: "Anouk Verbeek",
          role: "Joost's wife",
          age: 45,
          motive: "The beneficiary of a large life-insurance policy.",
          alibi: "Staying overnight at her sister's house in Utrecht.",
        },
      ],
      evidence: [
        "The autopsy finds crushing injuries from a container spreader striking from above, consistent with the crane event at 02:24.",
        "The yard gate log shows Joost's badge entering at 02:11 and Mehmet Demir's customs badge at 02:19.",
        "Mehmet's handheld seal scanner records fourteen seal checks at stack 7, 600 metres from stack 42, at steady intervals from 02:20 to 02:41.",
        "Crane ASC-12's log shows a manual override from console 3 at 02:24, lowering a container into row six of stack 42 despite a 'person in zone' warning.",
        "Femke de Wit badged into the canteen at 02:18 and paid for soup at 02:20, leaving console 3 logged in under her name.",
        "The VPN server shows a remote-desktop session from Lars Hoekstra's account connected to console 3 from 02:21 to 02:26.",
        "At 01:58 Joost received a message from a prepaid number: 'Stack 42, row 6, 02:20. See what Demir really ships.' Carrier data places that phone on a mast in Delft.",
        "Joost's draft statement for the security inquiry, saved at 23:40, names Lars as the engineer who sold yard-access credentials; a doorbell camera shows Anouk arriving at her sister's at 21:00 and not leaving.",
      ],
      culprit: "Lars Hoekstra",
      solution:
        "Mehmet's badge puts him in the yard, but his seal scanner keeps him at stack 7, 600 metres away, throughout the fatal minutes. The override came from console 3 while Femke was paying for soup in the canteen, and the only session on console 3 at 02:24 was Lars's remote desktop over the VPN. The message that lured Joost to row six came from a phone on a Delft mast and was worded to point at Mehmet. Joost's draft statement naming Lars supplies the motive, and the doorbell footage keeps Anouk in Utrecht.",
    },
  },
  {
    slug: "fourteen-silent-minutes",
    title: "Fourteen Silent Minutes",
    city: "Innsbruck",
    region: StoryRegion.EUROPE,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A tech founder vanishes from his snowbound Alpine smart chalet, and for fourteen minutes the house forgot to keep watch.",
    mediumDescription:
      "Above Innsbruck, Valentin Egger's glass chalet insists its doors never opened and the fresh snow shows no footprints, yet by morning he is gone. Smart-lock logs, an admin audit trail and an electric car's charging history turn an impossible exit into a solvable one.",
    longDescription:
      "Valentin Egger's chalet hangs above Innsbruck like a lantern: floor-to-ceiling glass, heated floors and a smart-home system he wrote half of himself. Every door, blind and light answers to an app, and every action lands in a log.\n\n" +
      "On a January night, with snow falling hard on the Nordkette, the front door locks at 22:04 and never opens again. Next morning the housekeeper finds the chalet empty, a coffee cup in the sink and a smooth, untouched snowfield all around the building. Valentin's investors, who are owed two million euros, are very keen to find him.\n\n" +
      "Players sift through the lock's event log, the smart-home admin audit trail, rooftop weather-station data, phone-mast records, an EV charger's history, a recorded investor call and police photographs of the snow. Nobody is dead: this is a disappearance built as a logic puzzle, and every piece of data is honest. It simply does not say what it first seems to.\n\n" +
      "The chalet remembered everything except fourteen minutes. Find out what happened in them, and who switched off the house's memory.",
    addedDaysAgo: 12,
    downloads: 64,
    art: { motif: "mountain", accent: "#9fd3ff" },
    kit: {
      victim: "Valentin Egger, 37, app developer who vanished from his locked smart chalet above Innsbruck",
      incident:
        "Valentin disappeared from his chalet on the Nordkette slopes above Innsbruck on the night of 14 January, during a snowfall that left no footprints and a lock log that shows no exit.",
      suspects: [
        {
          name: "Katharina Egger",
          role: "Valentin's sister and co-administrator of the chalet's smart-home system",
          age: 34,
          motive: "Determined to shield her brother, and the family name, from his creditors.",
          alibi: "At home in Hall in Tirol all night.",
        },
        {
          name: "Ruben Hausner",
          role: "Lead investor in Valentin's company",
          age: 48,
          motive: "Owed two million euros and openly furious.",
          alibi: "Hosting a recorded investor call from Munich.",
        },
        {
          name: "Mira Kovac",
          role: "Housekeeper with her own door code",
          age: 52,
          motive: "Months of unpaid wages.",
          alibi: "At home in Innsbruck until she arrived for work at 08:30.",
        },
        {
          name: "Lena Pichler",
          role: "Valentin's former partner and co-founder",
          age: 33,
          motive: "A bitter dispute over the shares of their first company.",
          alibi: "At a friend's birthday party in Innsbruck's old town.",
        },
      ],
      evidence: [
        "The smart lock shows the front door locked from Valentin's app at 22:04 and no further unlock events until Mira's code at 08:30.",
        "The rooftop weather station records snow from 22:50 to 06:00 at about 5 cm an hour, and the morning photographs show no footprints anywhere.",
        "The admin audit trail shows the garage-door device removed from the system at 23:17 and re-added at 23:31, both times by the account 'K.Egger'; a removed device logs nothing.",
        "Only two accounts hold admin rights on the chalet system: Valentin's and Katharina's.",
        "A police probe beneath the smooth snow finds compacted tyre ruts leading from the garage under about 33 cm of fresh snow, everything that fell after roughly 23:20.",
        "Valentin's phone left the chalet Wi-Fi at 23:24 and pinged a valley mast on the road down at 23:36 before going dark.",
        "Katharina's EV charging app shows her car unplugged from her home charger in Hall at 22:15 and plugged back in at 00:40, with 38 km used.",
        "Ruben's investor call from Munich is on camera from 22:00 to 00:30, and party photographs place Lena in the old town until 01:00.",
      ],
      culprit: "Katharina Egger",
      solution:
        "The front door never opened, but the garage was taken off the smart-home system from 23:17 to 23:31, so nothing it did was recorded. Only Valentin and Katharina had admin rights, and the audit trail names K.Egger. The ruts buried under about 33 cm of snow date a car leaving the garage around 23:20, Valentin's phone drops off the Wi-Fi and surfaces on a valley mast minutes later, and Katharina's charger log fits exactly one round trip from Hall. Ruben is on camera in Munich, and Lena had no admin access at all.",
    },
  },
  {
    slug: "low-water-at-inishcrane",
    title: "Low Water at Inishcrane",
    city: "Galway",
    region: StoryRegion.EUROPE,
    type: StoryType.MURDER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Galway Bay, 1958: a lighthouse keeper dies on his own stairs, and the tide table knows who was still on the island.",
    mediumDescription:
      "Principal keeper Declan Fahy is found at the foot of Inishcrane Light's spiral stair with a smashed pocket watch and an unposted letter in his coat. The station logbook, a passing trawler's log and a humble tide table are enough to break the one alibi that seemed unbreakable.",
    longDescription:
      "Inishcrane is a hump of rock off the Connemara coast with a white tower, three keepers, a goat and a landing slip that dries out at low water. By the autumn of 1958 the light has burned every night for ninety years, and Declan Fahy has tended it for nineteen of them.\n\n" +
      "On the evening the relief boat calls with oil and letters, Fahy falls, or is pushed, down the tower's spiral stair. His watch glass shatters on the stone. The assistant keeper finds him during the night, and by morning a gale has cut the island off from the mainland.\n\n" +
      "Players receive the station logbook with its hourly entries, a trawler skipper's log of lamp signals exchanged with the tower, the oil ledger, a tide table for Galway Bay, the relief boatman's own log, a harbour master's mooring book, a doctor's note and Fahy's unposted letter to the lighthouse authority. Nothing requires a modern laboratory, only patience and a sharp eye for times.\n\n" +
      "Each man on or near Inishcrane has a story that sounds solid. The sea, it turns out, has its own opinion.",
    addedDaysAgo: 728,
    downloads: 3890,
    art: { motif: "lighthouse", accent: "#f2d16b" },
    kit: {
      victim: "Declan Fahy, 56, principal keeper of Inishcrane Light",
      incident:
        "Fahy died after a fall down the lighthouse's spiral stair on Inishcrane, off the Galway coast, at 21:35 on 23 October 1958.",
      suspects: [
        {
          name: "Seamus Colgan",
          role: "Assistant keeper",
          age: 34,
          motive: "Fahy was reporting him for drinking on watch.",
          alibi: "On watch in the lantern room from 20:00 to midnight.",
        },
        {
          name: "Brendan Kerrigan",
          role: "Supernumerary keeper",
          age: 22,
          motive: "Fahy had blocked his transfer to a shore station.",
          alibi: "In his bunk with a broken ankle.",
        },
        {
          name: "Tadhg Mulkerrin",
          role: "Relief boatman",
          age: 48,
          motive: "Fahy had accused him of selling the station's paraffin.",
          alibi: "Says he sailed for the mainland at 17:00.",
        },
      ],
      evidence: [
        "Fahy's pocket watch, its glass smashed against the stair, stopped at 21:35; the doctor finds injuries from a violent fall and a bruised grip mark on the upper arm.",
        "The trawler Cailín Rua's log records lamp signals exchanged with Inishcrane's lantern gallery between 21:30 and 21:40.",
        "A doctor's note from the previous week records Brendan Kerrigan's ankle in plaster and forbids him the tower stairs.",
        "Tadhg's boat log states that he cast off from the Inishcrane slip at 17:00.",
        "The tide table gives low water at Inishcrane at 17:20 that day, and the station logbook notes the slip is dry for a boat of Tadhg's draught from about 15:30 to 19:30.",
        "The mainland harbour master's book records Tadhg Mulkerrin's boat tying up at 23:40.",
        "The oil ledger shows 40 gallons of paraffin signed as delivered by 'T.M.' that never reached the store, and Fahy's unposted letter reads: 'I shall have it out with Mulkerrin before he sails.'",
      ],
      culprit: "Tadhg Mulkerrin",
      solution:
        "The broken watch fixes the fall at 21:35, when the trawler's log shows Seamus exchanging lamp signals from the gallery, and Brendan could not climb the stair in plaster. Tadhg's claim to have sailed at 17:00 is impossible: the tide table and the station's notes show the slip dry from about 15:30 to 19:30, so his boat could not float off until evening. The harbour master logs him arriving at 23:40, which fits a departure after the fall, not hours before it. Fahy's letter about the missing paraffin, and his plan to confront Tadhg before he sailed, gives the motive.",
    },
  },
  {
    slug: "the-ghost-commit",
    title: "The Ghost Commit",
    city: "Tallinn",
    region: StoryRegion.EUROPE,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A Tallinn engineer is blamed for wiping his startup's database at an hour when he was provably asleep on a ferry at sea.",
    mediumDescription:
      "At 03:12 a signed commit erased the production database of Tallinn courier startup Kiirpost, and every log points to lead engineer Rasmus Tamm. The trouble is that Rasmus was on the night ferry to Stockholm, and the badge, the key and the camera each have something to hide.",
    longDescription:
      "Tallinn's Old Town wears its medieval walls like a costume. A tram ride away, in a converted factory, Kiirpost runs deliveries for half the city from a humming basement server room, and its lead engineer, Rasmus Tamm, is the only person who ever seems to go down there at night.\n\n" +
      "At 03:12 on a Wednesday, a commit signed with Rasmus's key wipes the production database, six hours before an external audit is due to present its findings. The badge reader says Rasmus walked into the server room seven minutes earlier. Rasmus says he was asleep in a cabin halfway to Stockholm, and he has the ferry booking to prove it.\n\n" +
      "This brain teaser hands players a developer's-eye view of the night: the git log and its signatures, server-room badge records, the badge printer's issue history, the password vault's access list, ferry check-in and onboard Wi-Fi logs, a grainy CCTV still with a height chart, party photos from Kalamaja and an auditor's hotel keycard report. A one-page glossary explains every technical term.\n\n" +
      "Someone wore Rasmus's identity like a borrowed coat. Work out who had the badge, the key and the reach to do it.",
    addedDaysAgo: 88,
    downloads: 520,
    sponsorName: "The Thursday Night Sleuths",
    art: { motif: "server-room", accent: "#39ff88" },
    kit: {
      victim: "Rasmus Tamm, 31, lead engineer framed for wiping Kiirpost's production database",
      incident:
        "At 03:12 on 12 March, a commit signed with Rasmus Tamm's key was pushed from the server-room terminal at Kiirpost's Tallinn office, erasing the company's production database.",
      suspects: [
        {
          name: "Kadri Saar",
          role: "DevOps engineer",
          age: 28,
          motive: "Passed over when Rasmus was promoted to lead engineer.",
          alibi: "At a sauna party in Kalamaja.",
        },
        {
          name: "Jaan Kask",
          role: "Chief technology officer",
          age: 45,
          motive: "The morning's audit was expected to expose an undisclosed data-sharing deal signed in the name of his department.",
          alibi: "Asleep at home.",
        },
        {
          name: "Olga Petrova",
          role: "External security auditor",
          age: 35,
          motive: "Rumoured to be consulting for a rival courier firm.",
          alibi: "In her hotel room.",
        },
        {
          name: "Mart Lepp",
          role: "Junior developer",
          age: 24,
          motive: "Facing dismissal after a failed release.",
          alibi: "Playing an online game at home.",
        },
      ],
      evidence: [
        "The git log shows the destructive commit at 03:12, signed with a retired subkey of Rasmus's signing key and pushed from the server-room terminal.",
        "The server-room door log shows Rasmus's badge opening it at 03:05, while the ferry's check-in list and onboard Wi-Fi log place Rasmus and his phone at sea from 22:30 to 06:00.",
        "Rasmus reported his badge lost on Monday; the badge printer's history shows one duplicate of it printed on Tuesday at 18:40 under the admin login 'jkask'.",
        "The retired subkey is no longer on Rasmus's hardware key; its only backup sits in the company password vault, readable by Jaan Kask and Kadri Saar alone.",
        "Timestamped party photos show Kadri at a Kalamaja sauna, 3 km from the office, from 02:40 to 03:30.",
        "The server-room camera caught a hooded figure at 03:06 whose head reaches the 1.92 m mark on the door-frame height chart; Rasmus is 1.74 m, Mart 1.70 m and Jaan 1.91 m.",
        "Olga's audit summary, due at 09:00 that morning, relied on database records of customer addresses shared with a third party under a contract signed by the technology department.",
        "Olga's hotel keycard shows her in her room from 23:50 to 07:15, and the game server keeps Mart online at home throughout the night.",
      ],
      culprit: "Jaan Kask",
      solution:
        "Rasmus was at sea when his badge opened the door, so the badge was a copy, and the only duplicate was printed under Jaan's admin login. The commit used the retired subkey whose sole backup only Jaan and Kadri could read, and Kadri is photographed at the Kalamaja sauna throughout. The CCTV figure reaches the 1.92 m mark, which fits Jaan and nobody else on the list. The wipe destroyed the very records Olga's audit was about to use to expose his department's data deal at 09:00.",
    },
  },
  {
    slug: "the-guitar-that-left-triana",
    title: "The Guitar That Left Triana",
    city: "Seville",
    region: StoryRegion.EUROPE,
    type: StoryType.THEFT,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "Mid-show in a Triana flamenco tablao, a legend's 1912 guitar slips out of its case while the whole room is livestreaming.",
    mediumDescription:
      "Curro Vidal's century-old guitar was the centrepiece of a Seville tablao's anniversary night, and it vanished from the green room during the busiest seventeen minutes of the show. A paused camera, a mixing desk that stopped moving and a courier's GPS trace will lead you to the thief.",
    longDescription:
      "Across the river from Seville's cathedral, in the old potters' quarter of Triana, Tablao Las Tres Lunas is celebrating fifty years. The room is packed, the phones are up, and the evening is streamed live to thousands. In a glass case in the green room sits the guest of honour: a 1912 guitar belonging to Curro Vidal, the quarter's most famous player.\n\n" +
      "At midnight the case is empty. The green-room camera shows nothing unusual, because for seventeen minutes it showed nothing new at all. The insurer wants answers, Curro wants his guitar, and the tablao's owner wants the affair settled before the morning papers.\n\n" +
      "Players work with the camera recorder's event log, the digital mixing desk's scene history, frames from the public livestream, a courier app's pickup record, a rehearsal studio's rental sheet, an insurance schedule and the staff rota. There is a floor plan of the tablao too, with the back alley nobody thinks about.\n\n" +
      "Everyone in the building had a job to do at the moment the guitar vanished. One of them let a machine do theirs.",
    addedDaysAgo: 220,
    downloads: 1340,
    sponsorName: "The Lantern Street Book Circle",
    art: { motif: "skyline", accent: "#ff4f5e" },
    kit: {
      victim: "Curro Vidal, 74, retired guitarist and owner of the 1912 guitar on loan to Tablao Las Tres Lunas",
      incident:
        "Between 23:41 and 23:58 on 22 April, during the anniversary show at Tablao Las Tres Lunas in Triana, Seville, Curro Vidal's 1912 guitar was taken from its glass case in the green room.",
      suspects: [
        {
          name: "Álvaro Ruiz",
          role: "Young guitarist in the anniversary line-up",
          age: 28,
          motive: "Curro had refused to sell him the guitar or leave it to him.",
          alibi: "Playing onstage from 23:30 to 00:10.",
        },
        {
          name: "Carmen Olmedo",
          role: "Lead dancer",
          age: 41,
          motive: "Heavy debts from a dance school that failed.",
          alibi: "Onstage, including a solo from 23:44 to 23:55.",
        },
        {
          name: "Iker Salas",
          role: "Sound engineer",
          age: 36,
          motive: "Owes money to a lender who collects vintage instruments.",
          alibi: "At the mixing desk all night.",
        },
        {
          name: "Lucía Vidal",
          role: "Curro's granddaughter and manager",
          age: 33,
          motive: "Named beneficiary of the guitar's 180,000-euro insurance policy.",
          alibi: "In the audience beside her grandfather.",
        },
      ],
      evidence: [
        "The green-room camera shows one frozen frame from 23:41 to 23:58; the recorder's event log says the stream was paused from its phone app, not cut by a power fault.",
        "The recorder app is installed on only two phones: that of the owner, Reyes Montoya, and that of Iker Salas, who set the system up.",
        "The livestream shows Reyes at the microphone introducing acts at 23:43 and 23:56, with both hands on the stand.",
        "The mixing desk's scene log shows no fader moves between 23:44 and 23:55, the only gap all night, while the show ran on a stored preset.",
        "A courier app record shows a 'long fragile parcel' collected from the tablao's back-alley door at 23:52 and delivered to a rehearsal studio in the Macarena district.",
        "The Macarena studio's rental sheet lists room 4 as rented by 'I. Salas' since January.",
        "Livestream frames show Álvaro playing and Carmen dancing throughout, and wide shots catch Lucía seated beside Curro at 23:45 and 23:53.",
      ],
      culprit: "Iker Salas",
      solution:
        "The camera did not fail: it was paused from the recorder app, which only Reyes and Iker have, and the livestream shows Reyes at the microphone at both ends of the gap. The mixing desk ran itself on a preset from 23:44 to 23:55, the only time its engineer left it, and a long fragile parcel left by the back alley at 23:52. That parcel went to room 4 of a Macarena studio rented by I. Salas. Álvaro, Carmen and Lucía are visible on the public livestream throughout, so Lucía's insurance motive is a red herring.",
    },
  },
  {
    slug: "twenty-four-grams-of-silver",
    title: "Twenty-Four Grams of Silver",
    city: "Marrakesh",
    region: StoryRegion.AFRICA,
    type: StoryType.THEFT,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Marrakesh, 1973: two antique silver brooches vanish from a dealer's strongroom, and the scales say they left long before.",
    mediumDescription:
      "When a pair of enamelled silver fibulae disappears from Haj Abdelkrim Bennani's strongroom the night before a Paris expert's visit, the medina blames the night guard. Purchase ledgers, a restorer's return note and a key-cutter's receipt book point somewhere far more interesting.",
    longDescription:
      "In the Marrakesh medina of 1973, Haj Abdelkrim Bennani's shop is a cool cave off a lane of leather-sellers: carpets rolled to the ceiling, brass lamps, and behind an iron door a strongroom for the things too precious to show strangers. The finest are a pair of silver fibulae, great triangular brooches set with amber and green enamel, bought in the mountains in 1968.\n\n" +
      "A French collector has offered a fortune for them, and his expert from Paris is due on the morning of 8 April. On the 7th the strongroom is found locked and undamaged, and the brooches are gone. The night guard punched every station on his rounds, and the brooches left anyway.\n\n" +
      "Players get the shop's purchase ledger, the restorer's return note with its weights, the collector's letters, the guard's punched round card, a train ticket to Casablanca, a key-cutter's receipt book from the Mellah and a police inventory of a silversmith's workshop. Bring a pencil: part of this case is arithmetic.\n\n" +
      "The question is not only who opened the strongroom, but what, exactly, they found inside it.",
    addedDaysAgo: 610,
    downloads: 2480,
    art: { motif: "alley", accent: "#d9603b" },
    kit: {
      victim: "Haj Abdelkrim Bennani, 66, antiques dealer in the Marrakesh medina",
      incident:
        "During the night of 6-7 April 1973, a pair of nineteenth-century silver fibulae was taken from the locked strongroom of Abdelkrim Bennani's shop in the Marrakesh medina.",
      suspects: [
        {
          name: "Youssef Bennani",
          role: "Abdelkrim's son and the shop's bookkeeper",
          age: 30,
          motive: "Wants his father to sell up and move the family to Casablanca.",
          alibi: "On the night train to Casablanca.",
        },
        {
          name: "Mina Aït Ouzzine",
          role: "Silver restorer who cleans the shop's jewellery",
          age: 45,
          motive: "Deep in debt after buying her workshop.",
          alibi: "At home near the kasbah all night.",
        },
        {
          name: "Gérard Lamotte",
          role: "French collector",
          age: 52,
          motive: "His offer for the brooches had been refused twice.",
          alibi: "At his hotel in the new town.",
        },
        {
          name: "Driss Ouahbi",
          role: "Night guard",
          age: 60,
          motive: "Poorly paid, and holds the second strongroom key.",
          alibi: "On his rounds all night, punching the station clocks.",
        },
      ],
      evidence: [
        "The strongroom door was opened with a key, not forced; Abdelkrim holds one key and Driss the other, on a chain that never leaves his belt.",
        "The 1968 purchase ledger records the pair of fibulae at 212 grams.",
        "Mina's return note from restoration, dated 30 March 1973 and countersigned by Youssef, records the pair at 188 grams, with the remark 'cleaned, slight loss'.",
        "A silversmith's note in the kit explains that cleaning and polishing remove only a fraction of a gram from pieces of this size.",
        "Gérard's letter of 2 April confirms that his Paris expert will examine the brooches on the morning of 8 April.",
        "The receipt book of a key-cutter in the Mellah records, on 3 April, 'one key cut from a wax impression' for a customer who signed 'Mme A.O.'",
        "A police inventory of Mina's workshop lists two sand-casting flasks holding the impression of a large triangular brooch.",
        "Driss's round card is punched on the hour at every station all night, and Youssef's ticket is clipped at Marrakesh at 21:00 and at Casablanca at 05:40.",
      ],
      culprit: "Mina Aït Ouzzine",
      solution:
        "The brooches went out for restoration at 212 grams and came back at 188, a loss no polishing explains, so what returned on 30 March were copies and the originals were already gone. Whoever made the swap needed the copies to disappear before the Paris expert examined them on 8 April. The strongroom was opened with a key, the Mellah key-cutter made one from a wax impression for 'Mme A.O.' on 3 April, and the casting flasks in Mina's workshop carry the brooch's shape. Driss's round card and Youssef's clipped ticket account for them, and Gérard wanted the genuine pieces examined, not hidden.",
    },
  },
  {
    slug: "cloves-and-quinine",
    title: "Cloves and Quinine",
    city: "Zanzibar",
    region: StoryRegion.AFRICA,
    type: StoryType.MURDER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Zanzibar, 1978: a clove planter dies of his own malaria medicine, and a foreman's habit of keeping receipts shows who dosed him.",
    mediumDescription:
      "Ameir Suleiman Khamis took one quinine tablet every night for twenty years; on 14 June 1978 something in his evening coffee held far more. A pharmacy register, a plantation medicine ledger and a scrap of paper the foreman insisted on will show you whose hands the poison passed through.",
    longDescription:
      "North of Stone Town the clove trees grow in long green avenues, and at harvest the air is thick enough to taste. Ameir Suleiman Khamis has farmed these hills for forty years, and in June 1978 he has finally agreed to sell his drying yards to a growers' co-operative.\n\n" +
      "The night after he signs the letter accepting their offer, he drinks his coffee on the veranda, complains that it is bitter, and is dead before midnight. The island doctor finds quinine in his blood at many times the safe dose. Ameir had kept malaria at bay with a single small tablet a night for two decades.\n\n" +
      "The kit includes the post-mortem summary, the Stone Town pharmacy's dispensing register, Ameir's own medicine bottle with a count of its tablets, the plantation's workers' medicine ledger, a crumpled chit from the foreman's tin box, the cook's statement, a clinic register, a harbour clearance and a carbon copy of the fateful letter.\n\n" +
      "Four people had a stake in what became of the plantation. Count carefully: the missing tablets went somewhere.",
    addedDaysAgo: 475,
    downloads: 3170,
    sponsorName: "Amara & Joel O.",
    art: { motif: "jungle", accent: "#e0782f" },
    kit: {
      victim: "Ameir Suleiman Khamis, 62, clove planter in the hills north of Stone Town",
      incident:
        "Ameir was poisoned with a massive dose of quinine in his evening coffee on the veranda of his plantation house north of Stone Town on 14 June 1978, and died before midnight.",
      suspects: [
        {
          name: "Farida Khamis",
          role: "Ameir's daughter, who runs the drying yards",
          age: 34,
          motive: "The sale to the co-operative would end her control of the business.",
          alibi: "At the house all evening, doing the accounts.",
        },
        {
          name: "Bakari Haji",
          role: "Plantation foreman",
          age: 58,
          motive: "Ameir once accused him, wrongly, of stealing sacks of cloves.",
          alibi: "In the workers' quarters after 18:00.",
        },
        {
          name: "Jaffer Lakha",
          role: "Ameir's physician in Stone Town",
          age: 45,
          motive: "Owed Ameir a large sum he could not repay.",
          alibi: "Seeing patients at his clinic until 22:00.",
        },
        {
          name: "Yusuf Rajab",
          role: "Dhow captain and clove trader",
          age: 40,
          motive: "The sale would cancel his shipping contract.",
          alibi: "At sea, bound for Pemba.",
        },
      ],
      evidence: [
        "The post-mortem finds quinine at many times the therapeutic level, and the dregs in Ameir's coffee cup contain quinine too.",
        "Ameir's own bottle, dispensed on 1 June with 30 tablets, holds exactly 17: the right number after thirteen nightly doses.",
        "The pharmacy register shows 100 quinine tablets dispensed on 10 June 'for the plantation workers' medicine box', signed for by B. Haji.",
        "Bakari, who has demanded a receipt for every errand since he was wrongly accused of theft, keeps a chit in his tin box: 'Received from B. Haji one parcel of quinine, 100 tablets, 11 June. F. Khamis.'",
        "The workers' medicine ledger, kept in Farida's hand, records only 40 quinine tablets received on 11 June.",
        "The cook states that on 14 June Farida insisted on carrying her father's coffee out to the veranda herself.",
        "A carbon copy of Ameir's letter dated 13 June accepts the co-operative's offer for the drying yards.",
        "Dr Lakha's clinic register is signed in his hand for patients from 17:00 to 22:00, and the harbour master cleared Yusuf's dhow out for Pemba at 16:00.",
      ],
      culprit: "Farida Khamis",
      solution:
        "Ameir's own bottle holds exactly the right number of tablets, so the fatal dose came from somewhere else and went into the coffee. The pharmacy supplied 100 tablets on 10 June, and Bakari's chit proves he handed all 100 to Farida, yet her ledger records only 40: sixty tablets vanished in her hands. The cook saw her carry the coffee out that night, and the letter of 13 June gave her reason to act at once. Dr Lakha's clinic register and Yusuf's harbour clearance put them far from the veranda.",
    },
  },
  {
    slug: "load-shedding-at-kloof-house",
    title: "Load-Shedding at Kloof House",
    city: "Cape Town",
    region: StoryRegion.AFRICA,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "During a Cape Town blackout, a wine heir vanishes from a locked clifftop villa, and his smartwatch keeps on climbing.",
    mediumDescription:
      "When the power is cut across Bantry Bay at 22:00, Liam Adendorff is home alone in a villa nobody can enter unseen; by the time the lights return, he is gone. An alarm log, a family chat group and the altitude readings from his smartwatch will tell you where he was taken, and by whom.",
    longDescription:
      "Kloof House clings to the granite above Bantry Bay, all glass and pale stone, with the Atlantic booming below. It belongs to the Adendorffs, whose vineyards have made Stellenbosch reds for four generations, and it is guarded the way rich houses in Cape Town are: beams, panels, armed response and a very expensive battery.\n\n" +
      "On a winter night, with rolling blackouts scheduled from 22:00 to 00:30, the heir Liam Adendorff stays in to prepare for the morning, when he is due to sign papers reshaping the family trust. When the power returns, the alarm panel reports nothing amiss. Liam is not in the house. Two days later he is found, groggy but unhurt, with no memory of the night.\n\n" +
      "Players rebuild the evening from the alarm panel's event log, the garage door's code history, a screenshot of the family chat group, CCTV from another property, farm gate-camera stills, a survey map of elevations, charity-gala photographs, a live-stream archive and Liam's smartwatch export: heart rate, steps and barometric altitude, minute by minute.\n\n" +
      "No window was broken and no beam was crossed. Somebody used the house's own rules to carry Liam out through its own doors. Find them.",
    addedDaysAgo: 160,
    downloads: 2210,
    featured: true,
    art: { motif: "mansion", accent: "#ffb347" },
    kit: {
      victim: "Liam Adendorff, 26, heir to a Stellenbosch wine estate, who vanished from Kloof House during a scheduled blackout",
      incident:
        "Liam disappeared from Kloof House in Bantry Bay, Cape Town, during load-shedding between 22:00 and 00:30 on 18 July, the night before he was due to sign new family-trust documents.",
      suspects: [
        {
          name: "Jana Adendorff",
          role: "Liam's half-sister",
          age: 29,
          motive: "The new trust deed would dilute her shares in the estate.",
          alibi: "Says she spent the whole night at her cottage on the family farm near Franschhoek.",
        },
        {
          name: "Marike Adendorff",
          role: "Liam's stepmother and a trustee",
          age: 52,
          motive: "The new deed would remove her as a trustee.",
          alibi: "At a charity gala at the Waterfront.",
        },
        {
          name: "Sipho Ndlovu",
          role: "The family's head of security",
          age: 38,
          motive: "Expected to lose his contract under the new trust.",
          alibi: "On duty at another estate across town.",
        },
        {
          name: "Dewald Kriel",
          role: "Liam's friend from university",
          age: 31,
          motive: "Owed Liam a large personal loan.",
          alibi: "Live-streaming a video game from his flat in Muizenberg.",
        },
      ],
      evidence: [
        "The alarm panel, on battery from 22:00, logs no beam or perimeter breach; the front door is opened from inside at 22:03, and the garage door is opened at 22:36 with the master code labelled 'Sipho'.",
        "A screenshot of the family chat group shows Marike posting the master code in March for a furniture delivery; the group's members are Marike, Liam, Jana and Sipho.",
        "CCTV at the estate Sipho guards across town, running on a generator, shows him at his desk from 21:30 to 01:00.",
        "Liam's smartwatch shows his heart rate dropping to 46 at 22:20 with no movement, then from 22:40 to 23:55 a steady vibration with no steps while his barometric altitude falls from about 95 m to near sea level and climbs to settle at about 260 m.",
        "The survey map gives Kloof House at 95 m, Marike's Constantia home at 80 m, Sipho's Gugulethu home at 20 m, Dewald's Muizenberg flat at 5 m and Jana's farm cottage near Franschhoek at 262 m.",
        "The farm's solar-powered gate camera shows Jana's bakkie leaving at 20:50 and returning at 23:55.",
        "On the villa table stand an opened bottle of the family's own Pinotage and two glasses; one holds traces of a prescription sleeping drug, and the other has been wiped clean.",
        "Gala photographs place Marike at the Waterfront from 21:00 to 00:50, and Dewald's stream archive shows him on webcam from 21:00 to 01:00.",
      ],
      culprit: "Jana Adendorff",
      solution:
        "No beam was crossed because nobody broke in: Liam opened the front door to a visitor at 22:03, and the garage was later opened with Sipho's master code, a code Marike had posted to the family chat, while Sipho himself is on camera across town. Liam's watch shows him drugged and then carried by vehicle for 75 minutes to a place about 260 m above sea level, which matches only Jana's farm cottage. Her own gate camera shows her bakkie leaving at 20:50 and returning at 23:55, destroying her claim that she never left the farm. Marike and Dewald are accounted for by the gala photographs and the stream archive.",
    },
  },
  {
    slug: "twelve-transfers-before-dawn",
    title: "Twelve Transfers Before Dawn",
    city: "Accra",
    region: StoryRegion.AFRICA,
    type: StoryType.THEFT,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A Makola market savings group loses every cedi in twelve midnight transfers, and the fraud was printed on a streaky copier.",
    mediumDescription:
      "The cloth traders of Makola Market trusted their savings to one mobile-money wallet, and at 02:14 one December night it was emptied in twelve quick transfers. SIM-swap records, a repair shop's job book and a telltale streak on a photocopy will show you who had both the PIN and the number.",
    longDescription:
      "Every market day in Accra's Makola Market, the cloth sellers of the Abusua Susu Collective pay their contributions into a shared mobile-money wallet. The money is for school fees, new stock and emergencies, and it is guarded by their treasurer, Auntie Efua Mensah, who trusts her phone more than any bank.\n\n" +
      "At 02:14 on 5 December, while Efua sleeps, her phone loses its signal and the wallet is drained in twelve transfers to twelve strangers. By breakfast the cash has been collected from agents across Kaneshie. The telecom company calls it a SIM swap. The market calls it a betrayal.\n\n" +
      "The kit contains the telecom's SIM-swap record, branch CCTV stills, the forged ID photocopy and a test sheet from a suspect copier, network records of the handset that used the new SIM, a phone-repair job book, a mobile-money agent's transaction log, funeral photographs from Kumasi and the wallet's full transfer list.\n\n" +
      "Four people were close enough to Efua to learn a secret or two. Only one of them had the handset, the photocopy and the nerve.",
    addedDaysAgo: 33,
    downloads: 215,
    art: { motif: "skyline", accent: "#ffd23f" },
    kit: {
      victim: "The Abusua Susu Collective of Makola Market cloth traders, and its treasurer Efua Mensah, 57",
      incident:
        "At 02:14 on 5 December, the collective's mobile-money wallet, registered to Efua Mensah's number, was emptied of 1.2 million cedis in twelve transfers after a fraudulent SIM swap in Accra.",
      suspects: [
        {
          name: "Kwabena Owusu",
          role: "Mobile-money agent who serves the collective",
          age: 27,
          motive: "Deep in debt from sports betting.",
          alibi: "At his kiosk in Makola until evening, then asleep at home in Madina.",
        },
        {
          name: "Abena Asante",
          role: "The collective's secretary",
          age: 35,
          motive: "Building a house and badly short of money.",
          alibi: "At a family funeral in Kumasi.",
        },
        {
          name: "Kojo Ampofo",
          role: "Phone-repair technician with a photocopying sideline in Kaneshie",
          age: 41,
          motive: "Owes a moneylender more than his shop earns in a year.",
          alibi: "Says he closed his shop at 18:00 and went straight home.",
        },
        {
          name: "Nana Yaa Boateng",
          role: "Efua's niece, who lives with her",
          age: 24,
          motive: "Wants money to study abroad.",
          alibi: "Asleep in the same house as her aunt.",
        },
      ],
      evidence: [
        "The telecom record shows a SIM swap on Efua's number at 18:32 on 4 December at a Kaneshie branch, authorised with a photocopy of her Ghana Card.",
        "Branch CCTV shows a man in a football jersey and a low cap handing over the photocopy, his face turned away from the camera.",
        "The photocopy carries a thin grey vertical streak 2 cm from its left edge, and a test sheet run on the copier in Kojo's shop shows the identical streak.",
        "Network records show the new SIM first registering in a handset whose IMEI ends in 4471.",
        "Kojo's repair job book lists a handset with IMEI ending 4471 on 20 November as 'cracked screen, customer never returned'.",
        "Efua kept her wallet PIN on a slip folded inside her phone case, and the same job book shows her phone in Kojo's shop for a charging-port repair on 27 November.",
        "Kwabena's agent log records fourteen cash-ins at his Makola kiosk between 18:00 and 19:05 on 4 December, each with the customer's signature.",
        "Funeral photographs and a bus ticket place Abena in Kumasi from 3 to 6 December.",
      ],
      culprit: "Kojo Ampofo",
      solution:
        "The theft needed two things: control of Efua's number and her PIN. The number was hijacked by a man presenting a photocopy that bears the streak of Kojo's copier, which rules out Nana Yaa and Abena, and Kwabena was serving customers at Makola when the swap happened. The new SIM went into a handset whose IMEI sits in Kojo's own job book as an unclaimed repair. The PIN was folded inside Efua's phone case when her phone spent a day on his bench in November.",
    },
  },
  {
    slug: "the-heavy-fist-at-kuiseb-siding",
    title: "The Heavy Fist at Kuiseb Siding",
    city: "Windhoek",
    region: StoryRegion.AFRICA,
    type: StoryType.MURDER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Namibia, 1958: a stationmaster dies at a desert siding, and his last telegram was tapped out by someone else's hand.",
    mediumDescription:
      "Petrus Gariseb ran a lonely railway siding on the line from Windhoek to the coast, and on a May night in 1958 he sent his last telegraph message, or someone sent it for him. A guard's journal, a waybill for karakul pelts and a Windhoek clerk's verdict on an unfamiliar 'fist' will lead you to the killer.",
    longDescription:
      "Kuiseb Siding is a water tank, a tin-roofed office, a telegraph key and a great deal of sand. Steam trains on the line from Windhoek to the coast stop here to drink, and in May 1958 stationmaster Petrus Gariseb has been logging them for eleven years.\n\n" +
      "Late on the night of 14 May, a neighbouring farmer's wife drives in for the post and finds Petrus dead on the office floor, struck down with the base of his own brass lamp. His tea is stone cold. According to the Windhoek telegraph office, he was alive and sending at two minutes past ten.\n\n" +
      "In the kit: the siding's occurrence book, the Windhoek telegraph log with the receiving clerk's notes, the waybill and guard's journal for the night's goods train, a wartime service record, Petrus's unposted letter to the traffic superintendent, the siding's weather log and a sketch of the tyre tracks in the sand. Morse enthusiasts will enjoy the telegraph log, but no knowledge of Morse is needed.\n\n" +
      "Every telegraphist has a 'fist', a rhythm on the key as personal as handwriting. Someone at Kuiseb that night forgot it.",
    addedDaysAgo: 365,
    downloads: 1490,
    art: { motif: "desert", accent: "#f08a24" },
    kit: {
      victim: "Petrus Gariseb, 57, stationmaster at Kuiseb Siding",
      incident:
        "Petrus was struck down in the siding office at Kuiseb, on the railway between Windhoek and the coast, during the goods train's water stop between 21:38 and 22:04 on 14 May 1958.",
      suspects: [
        {
          name: "Reinhardt Voigt",
          role: "Karakul pelt trader travelling with his consignment",
          age: 50,
          motive: "Petrus had found that his bales were far heavier than their waybills.",
          alibi: "Says he never left the guard's van.",
        },
        {
          name: "Tobias Shikongo",
          role: "Petrus's former assistant, now a telegraph clerk in Windhoek",
          age: 29,
          motive: "Blamed Petrus for holding back his promotion for years.",
          alibi: "On duty at the Windhoek telegraph office.",
        },
        {
          name: "Anna-Marie Louw",
          role: "Neighbouring farmer's wife who found the body",
          age: 40,
          motive: "Petrus knew about her husband's stock theft.",
          alibi: "Says she arrived at the siding at 23:30.",
        },
        {
          name: "Frikkie du Plessis",
          role: "Driver of goods train No. 7",
          age: 45,
          motive: "Petrus had reported him for drinking on duty.",
          alibi: "On the water column with his fireman throughout the stop.",
        },
      ],
      evidence: [
        "The siding's occurrence book ends in Petrus's hand: '21:38 No. 7 goods arrived, taking water.'",
        "The Windhoek telegraph log records '21:36 No. 7 in sight' from Kuiseb and, at 22:02, 'No. 7 away 22:00, all well', beside which the receiving clerk wrote: 'Gariseb's fist heavy tonight, long dashes, slow. Tired?'",
        "The waybill for No. 7 lists 300 karakul pelts consigned by R. Voigt, 'owner travelling in guard's van'.",
        "The guard's journal notes: 'Mr Voigt stretched his legs at Kuiseb during water, rejoined at the last whistle, 22:04.'",
        "Voigt's service record describes him as a wartime army signaller, 'proficient in Morse at twenty words a minute'.",
        "The guard records driver du Plessis and his fireman on the water column in full view throughout the stop, and the Windhoek supervisor countersigned Tobias Shikongo's presence at the receiving desk from 18:00 to 02:00.",
        "The siding's weather log shows a strong east wind until 23:00, yet the sketch of Anna-Marie's tyre tracks to the office shows them crisp and unblurred.",
        "Petrus's unposted letter to the traffic superintendent reports that Voigt's bales 'weigh a third more than their waybills' and that he has weighed two of them himself.",
      ],
      culprit: "Reinhardt Voigt",
      solution:
        "The 22:02 message in a heavy, unfamiliar fist means someone else was working Petrus's key, to make him seem alive until the train had gone. The killer had to be at the siding between 21:38 and 22:04 and able to send Morse: the guard's journal has Voigt off the train in exactly that window, and his service record makes him a trained signaller. Du Plessis was on the water column in the guard's view, Tobias was at his desk in Windhoek under supervision, and Anna-Marie's crisp tracks show she arrived after the wind died at 23:00. Petrus's letter about the overweight bales gives Voigt his motive.",
    },
  },
  {
    slug: "steam-on-the-sidamo-bids",
    title: "Steam on the Sidamo Bids",
    city: "Addis Ababa",
    region: StoryRegion.AFRICA,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Addis Ababa, 1966: one bidder beats every sealed offer for a coffee harvest by exactly one birr, and nobody admits reading the bids.",
    mediumDescription:
      "The executor of a late coffee grower's estate holds a sealed-bid auction for her Sidamo harvest, and an Italian exporter wins by precisely one birr a quintal over every rival. Courier ledgers, buckled envelope flaps and a landlady's complaint about a kettle let you work out who opened the bids, and when.",
    longDescription:
      "In 1966 Addis Ababa is a capital in a hurry, with new boulevards spreading below the eucalyptus slopes of the Entoto hills. In the old Piazza, though, coffee merchants still do business the old way, with handshakes and sealed envelopes. When Woizero Tsehay Alemu dies, her executor puts the harvest of her forest coffee farms in Sidamo up for sealed bids.\n\n" +
      "Five exporters submit. On Monday morning, before witnesses, the envelopes are opened, and Signor Arturo Bellini's offer beats the best of the others by exactly one birr per quintal. Not two, not ten: one. The losing bidders cry foul, and the executor, a careful lawyer named Ato Kebede Tessema, quietly asks for help.\n\n" +
      "This is a puzzle of timing and paper. Players examine the auction rules, the office's receipt ledger, the courier's collection book, photographs of every envelope flap, the building guard's weekend register, a landlady's statement, Bellini's pocket diary and the bids themselves.\n\n" +
      "Most people assume the envelopes were opened in the safe. The clock says otherwise.",
    addedDaysAgo: 590,
    downloads: 1960,
    art: { motif: "forest", accent: "#c47a3a" },
    kit: {
      victim: "The estate of the late Woizero Tsehay Alemu, whose Sidamo coffee harvest was sold by sealed bid",
      incident:
        "Between the collection of bids on 8 September 1966 and their opening in Addis Ababa on 12 September, someone read the sealed offers so that one exporter could beat them all by a single birr per quintal.",
      suspects: [
        {
          name: "Kebede Tessema",
          role: "Lawyer and executor of the estate",
          age: 55,
          motive: "A secret fee from the winner would be easy money.",
          alibi: "Admits visiting the office on Saturday to collect papers.",
        },
        {
          name: "Selamawit Haile",
          role: "Kebede's secretary",
          age: 27,
          motive: "Supports a large family on a small wage.",
          alibi: "Did not enter the office over the weekend.",
        },
        {
          name: "Dawit Mengesha",
          role: "Office courier who collected the bids",
          age: 33,
          motive: "Heavily in debt to a moneylender on the Piazza.",
          alibi: "Says he took every envelope straight to the office.",
        },
        {
          name: "Arturo Bellini",
          role: "Coffee exporter and winning bidder",
          age: 48,
          motive: "Desperate for the contract after a disastrous year.",
          alibi: "Insists his envelope was sealed like everyone else's.",
        },
      ],
      evidence: [
        "The auction rules require sealed bids to reach the executor's office by 12:00 on Friday 9 September, to be locked in the safe until Monday at 10:00.",
        "The office receipt ledger logs the four losing envelopes at 11:40 on Friday, all brought in by Dawit, and Bellini's envelope at 11:55, delivered by his own clerk.",
        "Dawit's collection book shows he picked up the four losing envelopes from the bidders' offices on Thursday afternoon, between 14:00 and 16:30.",
        "Photographs of the four losing envelopes show buckled flaps and faintly feathered ink on the addresses, the marks of steaming and re-gumming; Bellini's envelope is flat and crisp.",
        "The guard's register shows Kebede entering the office alone on Saturday from 10:00 to 10:40, a day after Bellini's bid had been sealed, logged and locked away.",
        "Dawit's landlady complains that late on Thursday he 'boiled the kettle for an hour and never made any tea'.",
        "Bellini's pocket diary for Thursday 8 September reads: '21:30. D. Café on the Piazza. Bring the envelope money.'",
      ],
      culprit: "Dawit Mengesha",
      solution:
        "Bellini's bid was sealed and logged at 11:55 on Friday, so whoever read the rival bids had to do it before then, which makes Kebede's Saturday visit to the safe irrelevant. The four losing envelopes left their bidders on Thursday afternoon in Dawit's hands and did not reach the office until 11:40 on Friday, and they alone show the buckled flaps of steaming. His landlady heard him boiling a kettle for an hour that night, and Bellini's diary records a meeting with 'D.' on the Piazza with 'envelope money'. Selamawit never had the envelopes at all.",
    },
  },
  {
    slug: "cold-aisle-lekki",
    title: "Cold Aisle, Lekki",
    city: "Lagos",
    region: StoryRegion.AFRICA,
    type: StoryType.MURDER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A Lagos fintech CTO dies in his own server room when the fire-suppression gas fires with nobody near the button.",
    mediumDescription:
      "Adebayo Adeyemi locked himself into PayKobo's server room to chase a few missing kobo, and at 23:08 the inert-gas fire system emptied the air around him. Building-management logs, network leases and a camera in the operations centre reveal that the gas was released on purpose, and from where.",
    longDescription:
      "In a glass tower in Lekki, PayKobo moves millions of naira a day for market traders, bus drivers and corner shops across Lagos. Its chief technology officer, Adebayo 'Bayo' Adeyemi, is famous in the office for two things: never leaving before midnight, and noticing when a sum is out by a single kobo.\n\n" +
      "One Thursday night he badges into the server room to pull transaction logs. At 23:08 the room's inert-gas fire suppression discharges, the doors lock as designed, and by the time help arrives Bayo is dead. There was no fire. The abort button inside the room, which should have let him stop the gas, had been disabled.\n\n" +
      "Players untangle the building-management system's event and login logs, door-access records, the network's address lease table, CCTV from the operations centre, phone location history, a crypto exchange's reply to a police request, dinner receipts and Bayo's last email. A two-page primer explains every system in plain English.\n\n" +
      "Four people knew the building well. One of them understood that the quietest way to kill is to let a safety system do it.",
    addedDaysAgo: 255,
    downloads: 1120,
    art: { motif: "server-room", accent: "#00c2ff" },
    kit: {
      victim: "Adebayo 'Bayo' Adeyemi, 39, chief technology officer of the payments company PayKobo",
      incident:
        "Bayo died of asphyxia at about 23:10 on 7 March after the inert-gas fire-suppression system discharged into PayKobo's locked server room in Lekki, Lagos.",
      suspects: [
        {
          name: "Ifeoma Nwosu",
          role: "Chief executive and co-founder",
          age: 34,
          motive: "Bayo was blocking a lucrative acquisition offer.",
          alibi: "At an investors' dinner on Victoria Island.",
        },
        {
          name: "Emeka Udeh",
          role: "Facilities manager",
          age: 45,
          motive: "Bayo had him formally warned over sloppy maintenance.",
          alibi: "Driving home to Ikorodu.",
        },
        {
          name: "Kunle Bankole",
          role: "DevOps engineer",
          age: 28,
          motive: "No obvious quarrel with Bayo.",
          alibi: "Working at his desk in the network operations centre next door.",
        },
        {
          name: "Halima Garba",
          role: "External auditor",
          age: 31,
          motive: "Bayo had publicly challenged her firm's last report.",
          alibi: "At her hotel in Ikeja.",
        },
      ],
      evidence: [
        "The door log shows Bayo badging into the server room at 22:58 with no other entries; the doors lock automatically when the gas discharges.",
        "The building-management system shows the in-room abort button disabled at 22:51 and a manual discharge triggered at 23:08, both through its web interface rather than the physical pull station.",
        "Both actions were made under Emeka Udeh's username from internal address 10.20.0.34; a January IT audit found Emeka's password in the operations centre's shared spreadsheet.",
        "Emeka's phone location history places him on Third Mainland Bridge from 22:40 to 23:30, far from the office network.",
        "The address lease table shows 10.20.0.34 assigned from 22:30 to 23:45 to the laptop 'KB-DEV-07', which is registered to Kunle Bankole.",
        "Operations-centre CCTV shows Kunle at his desk with that laptop open from 22:45 to 23:20.",
        "Bayo's email to Ifeoma at 22:35 says he has found where the rounded-off fractions of every transfer have been going, a wallet ending 9F2, and is pulling logs to trace its owner.",
        "A crypto exchange's reply to a police request shows wallet 9F2 was first funded from a verified account in Kunle Bankole's name; dinner receipts and hotel records place Ifeoma and Halima elsewhere all evening.",
      ],
      culprit: "Kunle Bankole",
      solution:
        "The gas was not released by a fault or by hand: the abort button was disabled at 22:51 and the discharge fired at 23:08, both through the web interface under Emeka's login, a password sitting in the operations centre's shared spreadsheet. Emeka was on Third Mainland Bridge, but the sessions came from 10.20.0.34, leased at the time to Kunle's laptop, and the CCTV shows Kunle at that laptop throughout. Bayo's last email reveals he was tracing the fee-skimming wallet, which the exchange ties to Kunle's own verified account. Ifeoma and Halima are accounted for by receipts and hotel records.",
    },
  },
  {
    slug: "the-tsavorite-drop",
    title: "The Tsavorite Drop",
    city: "Nairobi",
    region: StoryRegion.AFRICA,
    type: StoryType.THEFT,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "Sixty-two green garnets slip out of a Nairobi villa window and fly off over Karura Forest on a drone nobody admits to flying.",
    mediumDescription:
      "During a private gem viewing beside Karura Forest, a sealed parcel of tsavorite garnets disappears while its owner and her buyer admire stones on the terrace. A drone pulled from the forest canopy, its flight log, a ranger's camera trap and an M-Pesa statement will pin down the thief.",
    longDescription:
      "On the leafy edge of Karura Forest, Nairobi's gem dealers do their serious business in private villas rather than shops. Wanjiru Kamau has spent twenty years buying tsavorite, the fierce green garnet of Kenya's south-east, and on a bright August afternoon she is showing a parcel of sixty-two stones to a buyer from Mombasa.\n\n" +
      "The two women step onto the terrace to judge the colour in daylight. When they come back, the parcel is gone and the window behind the table is unlatched. The next morning, forest rangers pull a battered drone out of the canopy two kilometres away.\n\n" +
      "The kit includes the drone's flight log with its take-off point, route and controller position, the villa's hallway CCTV timeline, guest Wi-Fi records, a police occurrence-book entry for a stolen drone, ranger camera-trap photographs from a forest clearing, a driver's dashcam summary, wedding photographs from Eldoret and a mobile-money statement.\n\n" +
      "It looks like an outside job pulled off with a clever gadget. Look closely at where the pilot was standing.",
    addedDaysAgo: 95,
    downloads: 610,
    art: { motif: "forest", accent: "#2ee89a" },
    kit: {
      victim: "Wanjiru Kamau, 50, Nairobi gem dealer and owner of the stolen tsavorite parcel",
      incident:
        "Between 15:11 and 15:19 on 16 August, a sealed parcel of 62 tsavorite garnets was taken from the viewing room of a villa on the edge of Karura Forest, Nairobi, and flown out by drone.",
      suspects: [
        {
          name: "Grace Muthoni",
          role: "Wanjiru's assistant",
          age: 30,
          motive: "Secretly in debt after a failed boutique venture.",
          alibi: "Says she only went to the bathroom for a few minutes.",
        },
        {
          name: "Otieno Odhiambo",
          role: "Security driver",
          age: 36,
          motive: "Resentful after being refused a raise.",
          alibi: "Waiting in the car in the driveway.",
        },
        {
          name: "Priyanka Shah",
          role: "Gem buyer from Mombasa",
          age: 42,
          motive: "Could resell the stones abroad without paying for them.",
          alibi: "On the terrace with Wanjiru.",
        },
        {
          name: "Daniel Wekesa",
          role: "Camera technician who services Wanjiru's office",
          age: 27,
          motive: "The drone used in the theft is his.",
          alibi: "At a wedding in Eldoret.",
        },
      ],
      evidence: [
        "The viewing-room window was unlatched from inside, and the sill carries a fresh burn mark from fishing line.",
        "Hallway CCTV shows Wanjiru and Priyanka stepping onto the terrace at 15:08, leaving the parcel on the table, and Grace leaving the terrace for the bathroom at 15:11 and returning at 15:19.",
        "The recovered drone belongs to Daniel Wekesa, who reported it stolen from his van outside Wanjiru's office on 9 August; wedding photographs place him in Eldoret all day on the 16th.",
        "The drone's flight log shows take-off at 15:12 inside the villa grounds, a hover at the viewing-room window at 15:15, a 2.1 km flight over the forest and a descent to 2 m over a clearing at 15:21.",
        "The same log places the remote controller within 3 m of the villa's bathroom window for the whole flight, and the guest Wi-Fi shows Grace's phone connected from 15:05 to 15:30.",
        "A ranger camera trap at the clearing photographs a motorbike-taxi rider in a hi-vis vest at 15:22, his number plate partly visible.",
        "Grace's M-Pesa statement shows 3,500 shillings sent at 14:48 to a number registered to a rider whose plate matches the visible characters.",
        "Otieno's dashcam shows him in the driver's seat in the driveway from 14:55 to 15:40.",
      ],
      culprit: "Grace Muthoni",
      solution:
        "The parcel left through the window on a line beneath the drone, and the flight log puts the controller at the bathroom window inside the villa. Only Grace left the terrace during the flight, from 15:11 to 15:19, and the Wi-Fi log has her phone on site throughout. The drone was stolen from outside the office where she works, and her M-Pesa payment to the rider photographed at the drop clearing shows she arranged the pickup. Daniel was in Eldoret, Otieno never left the car, and Priyanka stayed on the terrace with Wanjiru.",
    },
  },
  {
    slug: "a-scarab-cast-in-plaster",
    title: "A Scarab Cast in Plaster",
    city: "Cairo",
    region: StoryRegion.AFRICA,
    type: StoryType.THEFT,
    context: StoryContext.LOW_TECH,
    shortDescription:
      "Cairo, 1955: a gold scarab pectoral is swapped for a perfect plaster twin, chip and all, in a private Zamalek museum.",
    mediumDescription:
      "Nobody noticed the swap at the Sabry Collection until a schoolboy leaned on the case and the curator saw the gold's chalky sheen. A key register, a night watchman's diary and a Greek plaster-maker's order book show who could have taken a mould from the real thing.",
    longDescription:
      "On the island of Zamalek, in a villa shaded by banyan trees, the late Khalil Sabry's private museum opens to the public three days a week. Its star is a winged scarab pectoral of gold and lapis, and in November 1955 it draws schoolchildren, students and the occasional dealer pretending not to be one.\n\n" +
      "On Saturday morning a boy presses too close to the case, and the curator, Madame Nadia Sabry, notices what nobody else has: the gold has the dull, chalky sheen of gilded plaster. The replica is astonishingly good. It even reproduces a tiny chip on the left wing and a scratch on the reverse that only a handful of people have ever seen.\n\n" +
      "The kit contains the museum's 1954 catalogue photographs, the display-case key register, the night watchman's diary, the building sign-in book, the order book and delivery slips of a plaster workshop near Ataba, a student's sketchbook pages, a train ticket to Alexandria and the curator's own notes on the replica.\n\n" +
      "A copy this faithful could not be made from drawings. Somebody held the real scarab in their hands, well before it vanished.",
    addedDaysAgo: 690,
    downloads: 4050,
    art: { motif: "museum", accent: "#d4af37" },
    kit: {
      victim: "The Sabry Collection, a private museum in Zamalek, Cairo, and its curator Nadia Sabry",
      incident:
        "Between closing time on Thursday 10 November and opening on Saturday 12 November 1955, the gold scarab pectoral of the Sabry Collection in Zamalek was replaced in its case by a gilded plaster replica.",
      suspects: [
        {
          name: "Fouad Khalil",
          role: "Assistant curator",
          age: 38,
          motive: "Living far beyond his salary.",
          alibi: "Says he spent the weekend at home.",
        },
        {
          name: "Giorgos Papadakis",
          role: "Plaster-cast maker who supplies the museum shop",
          age: 50,
          motive: "His workshop is close to bankruptcy.",
          alibi: "Visiting his sister in Alexandria from Thursday to Sunday.",
        },
        {
          name: "Amina Rashed",
          role: "Archaeology student who sketched the scarab for weeks",
          age: 24,
          motive: "Her scholarship had just been cut.",
          alibi: "At home with her family in Shubra.",
        },
        {
          name: "Sayed Abdel-Aal",
          role: "Night watchman",
          age: 62,
          motive: "Hospital bills for his son.",
          alibi: "On his rounds all night.",
        },
      ],
      evidence: [
        "The replica reproduces the chip on the left wing tip and a fine scratch on the reverse, both visible in the 1954 catalogue photographs, so it was cast from a mould of the original.",
        "The display-case key register records only one opening in six months: 28 October, 'for cleaning', signed by Fouad Khalil and witnessed by Sayed.",
        "Sayed's diary for 28 October notes: 'Ustaz Fouad sent me out for tea and cigarettes. Twenty minutes.'",
        "Giorgos's order book lists, on 1 November, 'one scarab pectoral, gilt, cast from the customer's mould, paid in cash', and the delivery slip of 7 November is signed in a hand matching Fouad's signature in the key register.",
        "The building sign-in book shows Fouad entering alone on Friday 11 November, when the museum is closed, from 15:00 to 17:10, 'to catch up on correspondence'.",
        "Giorgos's return ticket and his sister's neighbours place him in Alexandria from Thursday to Sunday.",
        "Amina's sketchbook shows the scarab only from the front, through the glass, and the visitor book records her visits only in public hours with a guard present.",
        "Sayed's punch clock shows his rounds on the hour all night, and the case key is not on his ring but in the curator's office.",
      ],
      culprit: "Fouad Khalil",
      solution:
        "A replica that copies the wing chip and the hidden scratch on the reverse had to be cast from a mould of the original, and that meant opening the case. The register shows it opened only once, on 28 October, by Fouad, and Sayed's diary shows Fouad sent him away for twenty minutes: time enough to press a mould. Giorgos cast the gilt copy from a customer's mould and the delivery slip was signed in Fouad's hand, while Giorgos himself was in Alexandria on the weekend of the swap. The sign-in book puts Fouad alone in the closed museum on Friday afternoon, and Amina never saw the back of the scarab at all.",
    },
  },
  {
    slug: "halfway-across-the-faidherbe",
    title: "Halfway Across the Faidherbe",
    city: "Saint-Louis",
    region: StoryRegion.AFRICA,
    type: StoryType.BRAIN_TEASER,
    context: StoryContext.HIGH_TECH,
    shortDescription:
      "A saxophonist walks onto Saint-Louis's old iron bridge during a jazz festival, and the drone filming him never sees him step off.",
    mediumDescription:
      "At 23:14 on the last night of Saint-Louis's jazz festival, Ousmane Faye strolls onto the Faidherbe Bridge in full view of a camera drone, and a moment later the walkway is empty. A trimmed video file, a pirogue's transponder and a fisherman's hire book will show you how he vanished and who made it happen.",
    longDescription:
      "Saint-Louis sits on a narrow island in the Senegal River, its colonial balconies peeling in the salt air, tied to the mainland by a long iron bridge. Every May the old town fills with brass, drums and late-night jam sessions, and this year its brightest young star is the saxophonist Ousmane Faye.\n\n" +
      "On the festival's last night, after his set, Ousmane walks onto the bridge alone while the festival drone films the crowds on the quay. The footage shows him reaching the fourth span. The next moment he is gone. No splash, no witnesses, no body: only his phone, found the next morning on the walkway.\n\n" +
      "This brain teaser gives players the drone video's frame log and file metadata, the drone's internal flight record, a fishing pirogue's transponder track, a fisherman's hire book and his daughter's wedding video, Ousmane's record contract, card receipts from the VIP tent and backstage CCTV stills. Everything is timestamped; not everything is complete.\n\n" +
      "Thirty-eight seconds are missing from the festival's most watched clip. Find them, and you will find out who helped the river keep its secret.",
    addedDaysAgo: 7,
    downloads: 0,
    available: false,
    art: { motif: "bridge", accent: "#6c8cff" },
    kit: {
      victim: "Ousmane Faye, 34, saxophonist who vanished mid-crossing of the Faidherbe Bridge",
      incident:
        "Ousmane disappeared from the fourth span of the Faidherbe Bridge in Saint-Louis, Senegal, at about 23:14 on the last night of the jazz festival, while a festival drone was filming.",
      suspects: [
        {
          name: "Aïssatou Ndiaye",
          role: "The festival's drone videographer",
          age: 29,
          motive: "A close friend of Ousmane who believed his record contract was destroying him.",
          alibi: "Says she flew the drone from the riverbank all night.",
        },
        {
          name: "Baptiste Morel",
          role: "Head of Ousmane's record label",
          age: 45,
          motive: "Ousmane had been trying to break his contract.",
          alibi: "In the VIP tent.",
        },
        {
          name: "Cheikh Sow",
          role: "Fisherman from Guet Ndar whose pirogue was on the river that night",
          age: 52,
          motive: "None known, but his boat was under the bridge.",
          alibi: "At his daughter's wedding in Sor.",
        },
        {
          name: "Khady Faye",
          role: "Ousmane's sister and manager",
          age: 31,
          motive: "Would manage his catalogue if he were declared dead.",
          alibi: "Backstage throughout.",
        },
      ],
      evidence: [
        "The festival drone video shows Ousmane reaching the bridge's fourth span at 23:14:10; the very next frame is stamped 23:14:48 and shows an empty walkway.",
        "The video file's metadata shows it was re-encoded at 01:12 on a laptop named 'aissatou-mbp', while the drone's internal flight record shows continuous recording with no battery swap.",
        "The drone's flight record logs the remote controller's GPS position moving on the water, under the fourth span at 23:14, not on the riverbank.",
        "Cheikh Sow's pirogue transponder shows it leaving Guet Ndar at 23:02, idling under the fourth span from 23:13 to 23:16 and landing on the Langue de Barbarie at 23:41.",
        "The wedding video shows Cheikh dancing in Sor at 23:15 as the band calls out his name.",
        "Cheikh's hire book records, for the festival's last night: 'A. Ndiaye, night filming from the water, 5,000 CFA.'",
        "A length of blue nylon rope is found knotted to the maintenance ladder beneath the fourth span.",
        "Ousmane's contract binds him to the label for seven more years unless he 'ceases to perform'; card receipts place Baptiste in the VIP tent at 23:05 and 23:20, and backstage CCTV shows Khady throughout.",
      ],
      culprit: "Aïssatou Ndiaye",
      solution:
        "Ousmane did not vanish into the air: 38 seconds were cut from the video, which was re-encoded on Aïssatou's laptop even though the drone itself recorded without a break. Those seconds covered his climb down the maintenance ladder, where the blue rope still hangs, into the pirogue idling beneath the fourth span. The drone's controller was on that pirogue, not on the bank, and Cheikh's hire book shows he rented it to A. Ndiaye for 'night filming from the water' while he danced at his daughter's wedding. Baptiste and Khady are fixed in the VIP tent and backstage.",
    },
  },
];
