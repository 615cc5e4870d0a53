import type { Setting } from '@littlestar/shared/catalog';

/**
 * What each place gives the story: the nouns theme sentences borrow ({@landmark},
 * {@creature}, …) and sentences of its own for each moment of the day. Sentences of every
 * length sit together; the composer keeps short ones for the youngest readers.
 */
export interface SettingBank {
  slots: {
    place: string;
    placeIn: string;
    landmark: string;
    path: string;
    creature: string;
    theCreature: string;
    treasure: string;
    theTreasure: string;
    scary: string;
    skill: string;
    home: string;
    obstacle: string;
    gift: string;
  };
  opening: string[];
  sights: string[];
  journey: string[];
  darken: string[];
  night: string[];
  light: string[];
  bright: string[];
  bedtime: string[];
}

export const SETTING_BANKS: Record<Setting, SettingBank> = {
  forest: {
    slots: {
      place: 'the forest',
      placeIn: 'in the forest',
      landmark: 'the old oak tree',
      path: 'the mossy path',
      creature: 'a little fox',
      theCreature: 'the little fox',
      treasure: 'a golden acorn',
      theTreasure: 'the golden acorn',
      scary: 'the dark, rustling woods',
      skill: 'follow animal tracks',
      home: 'the little cottage at the edge of the trees',
      obstacle: 'a tangle of thorny bushes',
      gift: 'a shiny red berry',
    },
    opening: [
      '{name} lived at the edge of a big green forest.',
      'The forest was quiet, and the leaves were green.',
      'Morning sun slipped between the tall trees and painted the mossy ground gold.',
      'Deep in the forest, where the pine trees whispered, the day was just waking up.',
      'Birds sang high up in the tall trees.',
    ],
    sights: [
      'Red mushrooms grew in a ring by the path.',
      'A woodpecker tapped on a tree. Tap, tap, tap!',
      'Ferns curled like green question marks beside the path, and a stream giggled over the stones.',
      'A rabbit peeked out from behind a log.',
      'Squirrels chased each other around the trunks, scolding and chattering.',
    ],
    journey: [
      '{name} walked along the mossy path.',
      '{name} hopped over roots and ducked under branches.',
      'The path wound past a babbling stream and a hollow log full of beetles.',
      '{They} followed the path deeper into the trees, crunching the fallen leaves with every step.',
    ],
    darken: [
      'Then the sky turned grey.',
      'Clouds rolled over the treetops, and the forest grew dim and still.',
      'The wind shook the branches, and leaves flew everywhere.',
      'Shadows stretched long between the trees, and the birds stopped singing.',
    ],
    night: [
      'Night fell over the forest.',
      'An owl hooted somewhere in the dark, and the trees looked tall and strange.',
      'Fireflies blinked between the dark trees.',
    ],
    light: [
      'A beam of sunlight broke through the leaves.',
      'Soft golden light came back to the forest, and the birds began to sing again.',
      'The clouds drifted away, and the forest glowed.',
    ],
    bright: [
      'The whole forest seemed to cheer.',
      'Sunlight sparkled on every leaf.',
      'Even the old oak tree seemed to smile, its branches swaying in the warm breeze.',
    ],
    bedtime: [
      'That night, {name} fell asleep to the hush of the forest.',
      'Snug in bed, {name} listened to the owls and smiled a sleepy smile.',
      'The stars peeked through the trees as {name} drifted off to sleep.',
    ],
  },

  ocean: {
    slots: {
      place: 'the ocean',
      placeIn: 'by the sea',
      landmark: 'the red and white lighthouse',
      path: 'the sandy shore',
      creature: 'a little seal',
      theCreature: 'the little seal',
      treasure: 'a pearl as big as a marble',
      theTreasure: 'the pearl',
      scary: 'the deep water',
      skill: 'sail a little boat',
      home: 'the blue beach hut by the dunes',
      obstacle: 'a ring of sharp, slippery rocks',
      gift: 'a pink spiral shell',
    },
    opening: [
      '{name} lived in a blue house by the sea.',
      'The waves went swish, swish on the sand.',
      'Seagulls wheeled over the bright water, and the air tasted of salt and sunshine.',
      'Out on the wide blue ocean, a little sailboat bobbed on the morning waves.',
      'The sea sparkled in the morning sun.',
    ],
    sights: [
      'A crab scuttled sideways across the sand.',
      'Seagulls called to each other over the waves.',
      'Far away, a whale blew a fountain of spray, and the sunlight made a rainbow in it.',
      'Shells lay on the beach like scattered buttons.',
      'Little boats rocked gently in the harbour.',
    ],
    journey: [
      '{name} walked along the sandy shore.',
      '{name} climbed into the little sailboat.',
      'The boat bounced over the waves, and salty spray tickled {name} on the nose.',
      '{They} splashed through the shallow water, leaving a trail of footprints behind.',
    ],
    darken: [
      'Then the wind began to blow.',
      'Dark clouds gathered, and the waves grew tall and grey.',
      'The sea turned grey, and the boat rocked and rolled.',
      'Thunder rumbled far away, and the seagulls flew home to hide.',
    ],
    night: [
      'Night came down over the sea.',
      'The moon made a silver road across the black water.',
      'Only the lighthouse shone in the dark, blinking slowly, on and off.',
    ],
    light: [
      'The clouds parted, and the sun peeked out.',
      'The wind calmed, and the waves turned blue and gentle again.',
      'A rainbow stretched over the sea.',
    ],
    bright: [
      'The sea sparkled like a million tiny stars.',
      'The waves clapped on the shore, as if the whole ocean were cheering.',
      'Dolphins leaped out of the water, one, two, three!',
    ],
    bedtime: [
      'That night, the waves sang {name} to sleep.',
      'Snug in bed, {name} listened to the sea and smiled.',
      'The lighthouse blinked goodnight as {name} closed {their} eyes.',
    ],
  },

  space: {
    slots: {
      place: 'outer space',
      placeIn: 'in outer space',
      landmark: 'the ringed purple planet',
      path: 'the trail of twinkling stars',
      creature: 'a tiny green alien',
      theCreature: 'the tiny green alien',
      treasure: 'a star crystal that glowed like a night light',
      theTreasure: 'the star crystal',
      scary: 'the big, dark sky between the stars',
      skill: 'steer a rocket',
      home: 'the little space station with round windows',
      obstacle: 'a field of tumbling space rocks',
      gift: 'a shiny moon pebble',
    },
    opening: [
      '{name} lived on a little space station high above the Earth.',
      'Stars twinkled all around.',
      'Far above the clouds, where the sky turns from blue to black, the stars were twinkling.',
      'Outer space was dark and quiet, and full of twinkling stars.',
      'The Earth glowed blue and green far below, like a marble on black velvet.',
    ],
    sights: [
      'A comet zoomed past with a sparkly tail.',
      'Planets floated by in pink, orange and blue.',
      'The moon looked close enough to touch, its craters full of soft grey dust.',
      'A purple planet spun slowly, wearing its rings like a hula hoop.',
    ],
    journey: [
      '{name} zoomed past the moon.',
      '{name} floated between the planets.',
      'The little rocket whooshed past shooting stars and sleepy grey moons.',
      '{They} steered carefully around a comet, waving at the stars as {they} went.',
    ],
    darken: [
      'Then the stars began to fade.',
      'A shadow slid across the sun, and everything went dark and cold.',
      'A storm of space dust swirled around, hiding the stars.',
      'The lights on the rocket flickered, and the planets looked far away.',
    ],
    night: [
      'Space was very dark now.',
      'Even the nearest star seemed tiny and far away in the endless dark.',
      'Only a faint glow came from the planets far away.',
    ],
    light: [
      'A star began to shine.',
      'The sun peeked out from behind the big planet, and golden light poured across space.',
      'One by one, the stars lit up again.',
    ],
    bright: [
      'All the stars twinkled at once.',
      'The planets glowed like lanterns, and a comet drew a happy loop across the sky.',
      'Space had never looked so bright.',
    ],
    bedtime: [
      'That night, {name} fell asleep under a blanket of stars.',
      'The moon glowed softly as {name} drifted off to sleep.',
      'Back home, {name} looked out at the stars, yawned, and fell fast asleep.',
    ],
  },

  'magical kingdom': {
    slots: {
      place: 'the magical kingdom',
      placeIn: 'in the magical kingdom',
      landmark: 'the castle with the pink towers',
      path: 'the cobbled path to the castle',
      creature: 'a baby dragon',
      theCreature: 'the baby dragon',
      treasure: 'a crown of silver leaves',
      theTreasure: 'the silver crown',
      scary: 'the dark tower at the top of the castle',
      skill: 'talk to the castle birds',
      home: 'the cosy cottage below the castle',
      obstacle: 'a drawbridge that would not come down',
      gift: 'a glowing rose',
    },
    opening: [
      '{name} lived in a magical kingdom.',
      'A castle with pink towers stood on a green hill.',
      'In the magical kingdom, flags fluttered on the castle towers and the rivers ran sparkling and clear.',
      'Once upon a time, in a kingdom where even the flowers could hum, the morning bells were ringing.',
      'The castle bells rang out across the kingdom.',
    ],
    sights: [
      'Unicorns grazed in the meadow.',
      'Fairies zipped between the flowers.',
      'A friendly troll was sweeping the bridge, humming a song older than the hills.',
      'Golden fish leaped in the castle moat.',
    ],
    journey: [
      '{name} skipped along the cobbled path.',
      '{name} crossed the bridge over the moat.',
      'The path led past the baker, the blacksmith and a garden where the roses curtsied.',
      '{They} walked through the castle gates, where the guards bowed and smiled.',
    ],
    darken: [
      'Then a grey mist rolled in.',
      'Clouds covered the castle towers, and the flowers stopped humming.',
      'The bells fell silent, and the whole kingdom held its breath.',
      'The sky grew dark, and a cold wind rattled the castle windows.',
    ],
    night: [
      'Night fell on the kingdom.',
      'The castle windows were dark, and the moon hid behind the towers.',
      'Only the glow-worms lit the silent streets.',
    ],
    light: [
      'The mist began to lift.',
      'A golden glow spread over the castle, and the flags began to flutter again.',
      'The bells rang out, softly at first, then loud and clear.',
    ],
    bright: [
      'The whole kingdom sparkled.',
      'Fireworks of light burst over the castle towers.',
      'The flowers hummed a happy song, and the fountains danced.',
    ],
    bedtime: [
      'That night, {name} fell asleep as the castle bells chimed softly.',
      'The moon smiled over the castle towers as {name} drifted off to sleep.',
      'Snug in bed, {name} dreamed of pink towers and friendly dragons.',
    ],
  },

  city: {
    slots: {
      place: 'the city',
      placeIn: 'in the big city',
      landmark: 'the tall clock tower',
      path: 'the busy pavement',
      creature: 'a scruffy little dog',
      theCreature: 'the scruffy little dog',
      treasure: 'a lost golden key',
      theTreasure: 'the golden key',
      scary: 'the busy, noisy streets',
      skill: 'read the bus map',
      home: 'the little flat above the bakery',
      obstacle: 'a street full of honking traffic',
      gift: 'a warm cinnamon bun',
    },
    opening: [
      '{name} lived in a flat above a bakery in the big city.',
      'The city was busy and bright.',
      'Buses rumbled, bicycles jingled, and the smell of fresh bread drifted down the busy street.',
      'High above the rooftops, the clock tower chimed eight as the city woke up.',
      'Tall buildings reached up to the sky.',
    ],
    sights: [
      'A red bus rumbled by.',
      'Pigeons pecked at crumbs on the pavement.',
      'A man on stilts juggled oranges outside the market, and everyone clapped.',
      'Lights blinked in a thousand windows.',
    ],
    journey: [
      '{name} walked down the busy street.',
      '{name} hopped on the big red bus.',
      'The bus rattled past the park, the museum and a shop full of rainbow umbrellas.',
      '{They} waited for the green light, then crossed the road, holding a grown-up hand tight.',
    ],
    darken: [
      'Then the rain began to fall.',
      'Grey clouds hung low over the rooftops, and the streets grew gloomy.',
      'The street lights flickered on, and people hurried home under bright umbrellas.',
      'Thunder rumbled over the rooftops.',
    ],
    night: [
      'Night fell over the city.',
      'The shops were shut, and the streets were dark and empty.',
      'Only the clock tower glowed against the dark sky.',
    ],
    light: [
      'The rain stopped.',
      'The clouds parted, and sunshine glittered on the wet rooftops.',
      'A rainbow arched over the tall buildings.',
    ],
    bright: [
      'The whole city seemed to sparkle.',
      'People came out of the shops, smiling at the sunshine.',
      'Even the pigeons puffed up and cooed a cheerful tune.',
    ],
    bedtime: [
      'That night, the city lights twinkled as {name} fell asleep.',
      'Snug in bed above the bakery, {name} dreamed of warm bread and sunny streets.',
      'The clock tower chimed softly as {name} closed {their} eyes.',
    ],
  },

  mountain: {
    slots: {
      place: 'the mountains',
      placeIn: 'in the mountains',
      landmark: 'the snowy peak',
      path: 'the winding mountain trail',
      creature: 'a baby mountain goat',
      theCreature: 'the baby mountain goat',
      treasure: 'a blue crystal hidden in the rocks',
      theTreasure: 'the blue crystal',
      scary: 'the high, narrow ledges',
      skill: 'read a trail map',
      home: 'the wooden cabin in the valley',
      obstacle: 'a wall of slippery ice',
      gift: 'a sprig of purple heather',
    },
    opening: [
      '{name} lived in a wooden cabin at the foot of the mountains.',
      'The mountains were tall and white with snow.',
      'Snowy peaks rose above the valley, and the morning air was crisp and clean.',
      'High in the mountains, where the eagles soared, the sun was rising over the peaks.',
      'A cold, fresh wind blew down from the peaks.',
    ],
    sights: [
      'An eagle soared high above.',
      'Little blue flowers grew between the rocks.',
      'A waterfall tumbled down the cliff, roaring and glittering in the sun.',
      'Marmots whistled to each other from the rocks.',
    ],
    journey: [
      '{name} climbed the winding trail.',
      '{name} hiked up and up and up.',
      'The trail zigzagged past pine trees, boulders and a lake as still as glass.',
      '{They} climbed higher and higher, until the cabin looked as small as a toy.',
    ],
    darken: [
      'Then the clouds came down.',
      'Fog crept over the rocks, and the trail disappeared into grey.',
      'The wind howled around the peak, and snowflakes began to swirl.',
      'The sky grew dark, and the air turned icy cold.',
    ],
    night: [
      'Night came to the mountains.',
      'The peaks were black shapes against the starry sky.',
      'The wind whistled through the rocks, cold and lonely.',
    ],
    light: [
      'The fog began to clear.',
      'The sun rose over the peaks and turned the snow pink and gold.',
      'The clouds rolled away, and the whole valley appeared below.',
    ],
    bright: [
      'The snowy peaks sparkled in the sun.',
      'An eagle swooped by, as if to say well done.',
      'From up high, {name} could see the whole world shining below.',
    ],
    bedtime: [
      'That night, {name} fell asleep in the cosy cabin.',
      'Wrapped in a warm blanket, {name} watched the stars over the peaks until {their} eyes closed.',
      'The fire crackled softly as {name} drifted off to sleep.',
    ],
  },

  jungle: {
    slots: {
      place: 'the jungle',
      placeIn: 'in the jungle',
      landmark: 'the great waterfall',
      path: 'the leafy jungle trail',
      creature: 'a little monkey',
      theCreature: 'the little monkey',
      treasure: 'a golden mango',
      theTreasure: 'the golden mango',
      scary: 'the loud, strange noises of the jungle',
      skill: 'swing on a jungle vine',
      home: 'the treehouse on stilts by the river',
      obstacle: 'a rushing river with no bridge',
      gift: 'a bright orange flower',
    },
    opening: [
      '{name} lived in a treehouse at the edge of the jungle.',
      'The jungle was green and warm.',
      'Giant leaves dripped with morning dew, and the air buzzed with a thousand tiny songs.',
      'Deep in the jungle, where the vines hung like ropes, the parrots were waking up.',
      'Parrots squawked in the tall trees.',
    ],
    sights: [
      'A parrot flashed by in red and blue.',
      'A frog as green as a lime sat on a leaf.',
      'Butterflies as big as hands floated between flowers the colour of sunsets.',
      'Monkeys swung from vine to vine.',
    ],
    journey: [
      '{name} pushed through the giant leaves.',
      '{name} followed the jungle trail.',
      'The trail twisted under vines and over roots as thick as elephants.',
      '{They} tiptoed across a wobbly rope bridge, high above a sparkling stream.',
    ],
    darken: [
      'Then the rain came pouring down.',
      'Dark clouds rolled over the treetops, and the jungle grew dim and drippy.',
      'Thunder boomed, and all the birds went quiet.',
      'The sky turned grey, and the wind shook the giant leaves.',
    ],
    night: [
      'Night fell over the jungle.',
      'Strange calls echoed between the dark trees, croaking, chirping and hooting.',
      'Only the fireflies lit the dark jungle.',
    ],
    light: [
      'The rain stopped.',
      'Sunlight poured through the leaves, and every drop of water sparkled.',
      'The parrots began to sing again.',
    ],
    bright: [
      'The whole jungle cheered with squawks and chirps.',
      'The waterfall sparkled with rainbows.',
      'The monkeys whooped and swung in happy circles.',
    ],
    bedtime: [
      'That night, the frogs sang {name} to sleep.',
      'Snug in the treehouse, {name} listened to the rain on the leaves and fell asleep.',
      'The fireflies glowed softly as {name} drifted off to sleep.',
    ],
  },

  desert: {
    slots: {
      place: 'the desert',
      placeIn: 'in the desert',
      landmark: 'the great red rock arch',
      path: 'the sandy trail between the dunes',
      creature: 'a little fennec fox',
      theCreature: 'the little fennec fox',
      treasure: 'a sparkling desert rose stone',
      theTreasure: 'the desert rose stone',
      scary: 'the howling desert wind',
      skill: 'find water in the desert',
      home: 'the white house beside the palm trees',
      obstacle: 'a sand dune too steep to climb',
      gift: 'a smooth orange pebble',
    },
    opening: [
      '{name} lived in a white house by the desert.',
      'The desert was golden and wide.',
      'Golden dunes rolled away like waves, and the morning sun was already warm.',
      'Out in the desert, where the cactus flowers bloom, the sand glowed pink in the early light.',
      'Tall cactus plants stood in the sand.',
    ],
    sights: [
      'A lizard sunned itself on a rock.',
      'A cactus wore a little crown of pink flowers.',
      'Far away, a line of camels swayed across the dunes, bells jingling softly.',
      'The wind drew ripples in the sand.',
    ],
    journey: [
      '{name} walked between the golden dunes.',
      '{name} climbed up a big sand dune.',
      'The trail wound past prickly cactus plants and rocks shaped like sleeping animals.',
      '{They} slid down a dune, laughing, with sand in {their} shoes.',
    ],
    darken: [
      'Then the wind began to howl.',
      'A sandstorm swirled up, and the sun turned dim and orange.',
      'Sand flew everywhere, and the dunes disappeared.',
      'The sky grew dark and dusty.',
    ],
    night: [
      'Night fell over the desert.',
      'The sand grew cold, and the dunes were silver under the moon.',
      'A coyote howled far away.',
    ],
    light: [
      'The wind grew calm.',
      'The dust settled, and the sun shone bright and clear over the dunes.',
      'The sky turned blue again.',
    ],
    bright: [
      'The dunes glowed like gold.',
      'The cactus flowers opened wide in the warm sun.',
      'Even the lizards seemed to dance on the warm rocks.',
    ],
    bedtime: [
      'That night, {name} fell asleep under a sky full of stars.',
      'The desert was cool and quiet as {name} drifted off to sleep.',
      'Snug in bed, {name} dreamed of golden dunes and tiny foxes.',
    ],
  },

  school: {
    slots: {
      place: 'school',
      placeIn: 'at school',
      landmark: 'the big school library',
      path: 'the long school corridor',
      creature: 'the class hamster',
      theCreature: 'the class hamster',
      treasure: 'a gold star sticker',
      theTreasure: 'the gold star sticker',
      scary: 'speaking in front of the whole class',
      skill: 'read a whole book',
      home: 'the yellow house at the end of the street',
      obstacle: 'a door that was locked tight',
      gift: 'a box of bright new crayons',
    },
    opening: [
      '{name} went to a school with a red door.',
      'The school bell rang. Ding, ding!',
      'The classroom smelled of crayons and glue, and sunshine filled the tall windows.',
      'On Monday morning, the school playground was full of laughing and running feet.',
      'The classroom was bright and full of colours.',
    ],
    sights: [
      'Paintings covered the classroom walls.',
      'The class hamster ran in its wheel.',
      "A globe stood on the teacher's desk, and the shelves were full of books and shiny pebbles.",
      'Coats and scarves hung in a row on the pegs.',
    ],
    journey: [
      '{name} walked down the long corridor.',
      '{name} ran out to the playground.',
      'The corridor led past the music room, the art room and the library with its cosy cushions.',
      '{They} hurried across the playground, past the swings and the climbing frame.',
    ],
    darken: [
      'Then the sky outside turned grey.',
      'Rain drummed on the windows, and the classroom grew dim.',
      'The room went quiet, and everyone looked at {name}.',
      'Storm clouds covered the sun, and the playground emptied.',
    ],
    night: [
      'That evening, the school was dark and empty.',
      'At home, {name} lay awake, thinking and thinking.',
      'The moon shone on the quiet school windows.',
    ],
    light: [
      'The sun came out again.',
      'The next morning, sunshine poured through the classroom windows.',
      'The clouds rolled away, and the playground shone.',
    ],
    bright: [
      'The whole class clapped and cheered.',
      'The classroom seemed brighter than ever.',
      'The teacher beamed, and even the hamster squeaked.',
    ],
    bedtime: [
      'That night, {name} fell asleep with a happy smile.',
      "Snug in bed, {name} couldn't wait for school the next day.",
      'The moon shone softly as {name} drifted off to sleep.',
    ],
  },

  underwater: {
    slots: {
      place: 'the deep blue sea',
      placeIn: 'under the sea',
      landmark: 'the rainbow coral reef',
      path: 'the trail of glowing shells',
      creature: 'a little sea turtle',
      theCreature: 'the little sea turtle',
      treasure: 'a pearl that glowed in the dark',
      theTreasure: 'the glowing pearl',
      scary: 'the deep, dark water below the reef',
      skill: 'swim like a dolphin',
      home: 'the bubble house beside the reef',
      obstacle: 'a forest of tangled kelp',
      gift: 'a shimmering blue shell',
    },
    opening: [
      'Deep under the sea, {name} lived in a bubble house beside a coral reef.',
      'The sea was blue and calm.',
      'Sunbeams wiggled down through the water, and tiny fish flashed silver and gold.',
      'Under the waves, where the coral grows in every colour, the reef was waking up.',
      'Bubbles floated up, up, up.',
    ],
    sights: [
      'A crab waved its claws hello.',
      'Clownfish played hide and seek in the coral.',
      'A jellyfish drifted past like a floating umbrella, glowing softly pink.',
      'Seaweed swayed back and forth.',
    ],
    journey: [
      '{name} swam past the coral reef.',
      '{name} followed a school of silver fish.',
      'The trail of shells led past sea stars, sea horses and a sunken ship.',
      '{They} swam deeper and deeper, where the water turned from turquoise to dark blue.',
    ],
    darken: [
      'Then the water grew dark.',
      'A big shadow passed overhead, and the little fish darted away to hide.',
      'Cold currents swirled, and the coral lost its colour.',
      'The sunbeams faded, and the sea turned murky.',
    ],
    night: [
      'Night came to the deep sea.',
      'The water was inky black, lit only by glowing jellyfish.',
      'The reef was dark and silent.',
    ],
    light: [
      'A sunbeam wiggled down.',
      'Light came back to the reef, and the coral glowed pink, orange and purple.',
      'The water turned clear and blue.',
    ],
    bright: [
      'The whole reef shimmered with colour.',
      'A parade of fish swam by in every colour of the rainbow.',
      'Dolphins spun and clicked with joy.',
    ],
    bedtime: [
      'That night, {name} fell asleep in the bubble house, rocked by the gentle sea.',
      'The jellyfish glowed like night lights as {name} drifted off to sleep.',
      'Snug in bed, {name} listened to the whales singing and smiled.',
    ],
  },
};
