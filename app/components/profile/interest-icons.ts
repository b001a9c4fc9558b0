/**
 * The SVGs of the interest icon set (common/data/interests.ts), inlined: exactly the 55 Bootstrap
 * Icons that INTERESTS names, never the whole set of 2000. Generated from INTERESTS; when an interest or
 * its icon changes there, add or change its import here (a missing one is a type error below).
 */
import type { InterestId } from '../../../common/profile-fields.ts';
import biCompass from 'bootstrap-icons/icons/compass.svg?raw';
import biPalette from 'bootstrap-icons/icons/palette.svg?raw';
import biCup from 'bootstrap-icons/icons/cup.svg?raw';
import biHeartPulse from 'bootstrap-icons/icons/heart-pulse.svg?raw';
import biMusicNoteBeamed from 'bootstrap-icons/icons/music-note-beamed.svg?raw';
import biHearts from 'bootstrap-icons/icons/hearts.svg?raw';
import biEmojiKiss from 'bootstrap-icons/icons/emoji-kiss.svg?raw';
import biAirplane from 'bootstrap-icons/icons/airplane.svg?raw';
import biEggFried from 'bootstrap-icons/icons/egg-fried.svg?raw';
import biVinyl from 'bootstrap-icons/icons/vinyl.svg?raw';
import biFilm from 'bootstrap-icons/icons/film.svg?raw';
import biBook from 'bootstrap-icons/icons/book.svg?raw';
import biCamera from 'bootstrap-icons/icons/camera.svg?raw';
import biController from 'bootstrap-icons/icons/controller.svg?raw';
import biBackpack2 from 'bootstrap-icons/icons/backpack2.svg?raw';
import biBicycle from 'bootstrap-icons/icons/bicycle.svg?raw';
import biStopwatch from 'bootstrap-icons/icons/stopwatch.svg?raw';
import biWater from 'bootstrap-icons/icons/water.svg?raw';
import biPersonArmsUp from 'bootstrap-icons/icons/person-arms-up.svg?raw';
import biHandbag from 'bootstrap-icons/icons/handbag.svg?raw';
import biDropletHalf from 'bootstrap-icons/icons/droplet-half.svg?raw';
import biCupHot from 'bootstrap-icons/icons/cup-hot.svg?raw';
import biPersonWalking from 'bootstrap-icons/icons/person-walking.svg?raw';
import biHouseHeart from 'bootstrap-icons/icons/house-heart.svg?raw';
import biTree from 'bootstrap-icons/icons/tree.svg?raw';
import biUmbrella from 'bootstrap-icons/icons/umbrella.svg?raw';
import biFire from 'bootstrap-icons/icons/fire.svg?raw';
import biBucket from 'bootstrap-icons/icons/bucket.svg?raw';
import biTrophy from 'bootstrap-icons/icons/trophy.svg?raw';
import biDribbble from 'bootstrap-icons/icons/dribbble.svg?raw';
import biFlag from 'bootstrap-icons/icons/flag.svg?raw';
import biSnow from 'bootstrap-icons/icons/snow.svg?raw';
import biWind from 'bootstrap-icons/icons/wind.svg?raw';
import biCarFront from 'bootstrap-icons/icons/car-front.svg?raw';
import biSpeedometer from 'bootstrap-icons/icons/speedometer.svg?raw';
import biCpu from 'bootstrap-icons/icons/cpu.svg?raw';
import biFlask from 'bootstrap-icons/icons/flask.svg?raw';
import biHourglassSplit from 'bootstrap-icons/icons/hourglass-split.svg?raw';
import biMask from 'bootstrap-icons/icons/mask.svg?raw';
import biSpeaker from 'bootstrap-icons/icons/speaker.svg?raw';
import biTicketPerforated from 'bootstrap-icons/icons/ticket-perforated.svg?raw';
import biMic from 'bootstrap-icons/icons/mic.svg?raw';
import biDice5 from 'bootstrap-icons/icons/dice-5.svg?raw';
import biFlower2 from 'bootstrap-icons/icons/flower2.svg?raw';
import biTools from 'bootstrap-icons/icons/tools.svg?raw';
import biPersonRaisedHand from 'bootstrap-icons/icons/person-raised-hand.svg?raw';
import biMoonStars from 'bootstrap-icons/icons/moon-stars.svg?raw';
import biYinYang from 'bootstrap-icons/icons/yin-yang.svg?raw';
import biArrowThroughHeart from 'bootstrap-icons/icons/arrow-through-heart.svg?raw';
import biPersonHearts from 'bootstrap-icons/icons/person-hearts.svg?raw';
import biForkKnife from 'bootstrap-icons/icons/fork-knife.svg?raw';
import biBag from 'bootstrap-icons/icons/bag.svg?raw';
import biThermometerHigh from 'bootstrap-icons/icons/thermometer-high.svg?raw';
import biTv from 'bootstrap-icons/icons/tv.svg?raw';
import biPen from 'bootstrap-icons/icons/pen.svg?raw';

export const INTEREST_ICONS: Record<InterestId, string> = {
  adventure: biCompass,
  art: biPalette,
  beer: biCup,
  gym: biHeartPulse,
  music: biMusicNoteBeamed,
  relationship: biHearts,
  kissing: biEmojiKiss,
  travelling: biAirplane,
  cooking: biEggFried,
  dancing: biVinyl,
  movies: biFilm,
  reading: biBook,
  photography: biCamera,
  gaming: biController,
  hiking: biBackpack2,
  cycling: biBicycle,
  running: biStopwatch,
  swimming: biWater,
  yoga: biPersonArmsUp,
  fashion: biHandbag,
  wine: biDropletHalf,
  coffee: biCupHot,
  dogs: biPersonWalking,
  cats: biHouseHeart,
  nature: biTree,
  beach: biUmbrella,
  camping: biFire,
  fishing: biBucket,
  football: biTrophy,
  tennis: biDribbble,
  golf: biFlag,
  skiing: biSnow,
  sailing: biWind,
  cars: biCarFront,
  motorcycles: biSpeedometer,
  technology: biCpu,
  science: biFlask,
  history: biHourglassSplit,
  theatre: biMask,
  concerts: biSpeaker,
  festivals: biTicketPerforated,
  karaoke: biMic,
  'board-games': biDice5,
  gardening: biFlower2,
  diy: biTools,
  volunteering: biPersonRaisedHand,
  spirituality: biMoonStars,
  meditation: biYinYang,
  romance: biArrowThroughHeart,
  cuddling: biPersonHearts,
  'dining-out': biForkKnife,
  shopping: biBag,
  sauna: biThermometerHigh,
  series: biTv,
  tattoos: biPen,
};
