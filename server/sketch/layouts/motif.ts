import pluralize from "pluralize";
import {
  framedPlaces,
  inMood,
  type Motif,
  matchMotif,
  matchMotifs,
  motifByAnnotation,
  motifGroup,
  motifSubgroup,
  motifTags,
  sleepWords,
  standsUpright,
  tokenize,
  understandPhrase,
  wornProfession,
} from "../art.js";
import { type Member, pageCast, sizeScale } from "../cast.js";
import { buildingWords, type Concept, conceptFor, moodProps, saysCold } from "../concepts.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { bubbleColumn, circle, ground, lineMotif, type Pen, sparkle, star, svgPage, W } from "../draw.js";
import { clear, fitInk, type InkBounds, inkBounds, placedInk } from "../ink-bounds.js";
import { framedPicture } from "../ink-measure.js";
import { isAircraft, isKindOf } from "../lexicon.js";
import { inLife, naturalScales } from "../natural-size.js";
import { drawnByPose, heldFor, lonePose, relationPose, withBody } from "../poses.js";
import { between, shuffle } from "../random.js";
import { border } from "../style.js";
import { habitatOf } from "../themes.js";
import { type Arrangement, widthShare } from "../variety.js";
import { placeOfBuilding, settingConcept, settingWords } from "../word-readings.js";
import { nightWords, ofSpace, ofTheSky, rainWords } from "../words.js";
import { cityscape, isCityPage } from "./cityscape.js";
import {
  type Box,
  contentBox,
  headingFont,
  moodExtras,
  occasionExtras,
  occasionMarksOf,
  outlinedText,
  skyExtras,
} from "./common.js";
import { containerShape } from "./container.js";
import { isPortrait, placeGroup } from "./group.js";
import {
  boatAlone,
  type Composition,
  composeHero,
  composeRelation,
  drawHero,
  drawPlaced,
  furtherOff,
  hill,
  lookOf,
} from "./hero.js";
import { hatInGrass, potOfGold, shamrocks } from "./holiday.js";
import {
  drawnAsBust,
  fliesSmall,
  inRoomOnly,
  inWater,
  isCreature,
  isHeadAlone,
  isLarge,
  pairedSubject,
  pairPerched,
  parseRelation,
  placeRelation,
  type Room,
  relationHasPlace,
  roomOf,
  type Stated,
} from "./relation.js";
import { drawSetting } from "./setting.js";
import { type Backdrop, crescent, snowfall } from "./setting-parts.js";
import { floats, onWater, swims, underSea } from "./tilt.js";

/** The second of two who do something together, in the page's mood. */
function pairedOf(subject: string | undefined, feeling: string): Motif | undefined {
  const m = pairedSubject(subject);
  // Asleep, both sit (poses.ts): the first had sat and the second stood.
  return m && withBody(inMood(m, feeling), sleepWords.test(feeling) ? "sit" : "stand", subject);
}

/**
 * One subject large (motif) or a subject in its setting (scene). Perspective words move the
 * camera: looking up → huge subject at the bottom; from above → a smaller grid; window → framed.
 */
export function motifLayout(ctx: LayoutContext, asScene = false): string {
  const { keys, rng, style } = ctx;
  // A subject in a place ("a cat in a cozy kitchen", "a fox in the forest") is drawn in that
  // place's setting on any tool, as the scene layout draws it: the place is not lost.
  const scene = asScene || inPlace(keys);
  const pen = style.pen;
  const box = contentBox(ctx);
  // "bear" + "baker": the bear wears the baker's hat rather than standing beside a person.
  const worn = wornProfession(keys.subject, keys.subject2);
  // A quarrel is drawn with the quarrel on its people's faces.
  const feeling = wordsOf(ctx, "subject", "mood", "style");
  // Counts, sizes and one eye ("three cats", "a big bear and a tiny mouse"): drawn as asked.
  const cast = pageCast(ctx.keys, ctx.seed);
  // A thing given a face ("kawaii toast": reading.ts facedThing) wears it in every look.
  const heroes = matchMotifs(cast ? cast.map((m) => m.phrase).join(" ") : keys.subject, 3).map((m, i) =>
    i === 0 && keys.face ? { ...m, face: true } : m,
  );
  const hero: Motif = cast?.[0]
    ? cast[0].motif
    : worn
      ? withBody({ ...worn.animal, hat: worn.hat }, "stand", keys.subject)
      : // A head-only drawing stands whole: a body under it, posed as the phrase says.
        lonePose(inMood(heroes[0] ?? matchMotif(keys.subject, ctx.seed), feeling), keys.subject, ctx.variation);
  // Two said together on one thing ("a frog and a turtle sitting on a log"): both on it.
  const perchedPair = worn || cast || keys.subject2 ? undefined : pairPerched(keys.subject);
  const second =
    worn || cast || perchedPair
      ? undefined
      : keys.subject2
        ? inMood(matchMotif(keys.subject2, ctx.seed + 1), feeling)
        : // Two who do something together: both drawn, side by side.
          pairedOf(keys.subject, feeling);
  // Two or three who each ride one ("the three wise men on camels"): the ride, that many times.
  const riders = cast && !worn ? countedRide(cast, keys.subject) : undefined;
  let crowd = cast && !riders ? instancesOf(cast) : undefined;
  // "a cat on a rock": the two things in the relation the phrase states, both large.
  const stated = riders ?? perchedPair ?? (worn || cast || second ? undefined : parseRelation(keys.subject));
  const related = stated && {
    ...stated,
    // The face given to the page's thing is on it in its relation too ("kawaii cactus in a pot").
    one: relationPose(
      inMood(
        keys.face && stated.one.hexcode === heroes[0]?.hexcode ? { ...stated.one, face: true } : stated.one,
        feeling,
      ),
      stated,
      keys.subject ?? "",
    ),
    // The other of the pair stands whole too ("a dog playing with a boy"): never a head beside it,
    // in the page's mood too ("a sleeping bear and a sleeping fox": both asleep).
    other: stated.other && withBody(heldFor(inMood(stated.other, feeling), stated), "stand", stated.b),
    // The other of two on one thing sits whole too ("a fox and a rabbit sitting on a log").
    together: stated.together && withBody(inMood(stated.together, feeling), "sit", stated.a),
  };
  const posed = [...drawnByPose(hero), ...(related ? drawnByPose(related.one) : [])];
  const drawn = new Set([
    hero.hexcode,
    second?.hexcode,
    // The pair's second as its words name it: asleep it is drawn as its face drawing (inMood), and
    // its own drawing had stood again at its feet ("a puppy and a kitten sleeping together").
    second && !keys.subject2 ? pairedSubject(keys.subject)?.hexcode : undefined,
    related?.other?.hexcode,
    ...(cast ?? []).map((m) => m.motif.hexcode),
  ]);
  // A thing said with two as large as they are (a snowman, a tree, a dog: a figure, a creature or
  // a large thing) stands among them, never a prop at their feet ("kids building a snowman" had
  // held a toy-sized snowman).
  const joins =
    crowd && crowd.length < 3 ? heroes.slice(1).find((m) => !drawn.has(m.hexcode) && asLarge(m)) : undefined;
  if (crowd && joins) {
    crowd = [...crowd, { motif: withBody(joins, "stand", ""), scale: 1 }];
    drawn.add(joins.hexcode);
  }
  // A stated relation draws every thing its phrase names: its two, and the others it names about
  // them (relation.ts `also`), first; the phrase adds no props of its own. (Its first match is no
  // drawing of the page: "a bear climbing a tree to get honey" matched the honey pot first, one of
  // its others, and the filter below had left it off.)
  const others = (related?.also ?? []).filter((m) => !posed.includes(m.annotation.toLowerCase()));
  const props: Motif[] = [
    ...others,
    ...[
      ...(related ? [] : heroes.slice(1)),
      // A setting's own word drawn as a picture in a frame (the mountain tile of "mountain") is its
      // backdrop already, never a thing standing in it.
      // A shop's own name (reading.ts shopPage) is its backdrop: no convenience store on its shelf.
      ...matchMotifs(keys.setting, style.density > 4 ? 3 : 2).filter(
        (m) => !framedPicture(m.hexcode) && !(keys.sign && motifGroup(m.hexcode) === "travel-places"),
      ),
      ...matchMotifs(keys.decoration, 2),
    ].filter(
      (m) =>
        !drawn.has(m.hexcode) &&
        !posed.includes(m.annotation.toLowerCase()) &&
        !heroes.slice(0, cast?.length ?? 1).some((h) => h.hexcode === m.hexcode) &&
        !others.some((o) => o.hexcode === m.hexcode) &&
        // The two who do something together are its creatures: the words of the second matched
        // again ("an old woman dancing": a woman dancing) had stood a third, tiny at their feet.
        !(second && !keys.subject2 && isCreature(m)),
    ),
  ];

  let body = "";
  const title = keys.text ?? keys.title;
  let top = box.y;
  if (title) {
    const tb: Box = { x: box.x + 10, y: box.y, w: box.w - 20, h: 130 };
    body += outlinedText(title, headingFont(ctx), tb, 110, pen.main * 0.8, 1);
    top += 140;
  }
  if (keys.caption) {
    const cb: Box = { x: box.x + 20, y: box.y + box.h - 80, w: box.w - 40, h: 80 };
    body += outlinedText(keys.caption, headingFont(ctx), cb, 64, pen.main * 0.6, 1);
    box.h -= 90;
  }
  const area: Box = { x: box.x, y: top, w: box.w, h: box.y + box.h - top };
  const persp = wordsOf(ctx, "perspective", "variant");
  const flip = rng() < 0.5;

  if (scene && isCityPage(ctx)) {
    // The city is the subject: a street of buildings with the features asked for.
    body += cityscape(ctx, area, pen);
  } else if (keys.container) {
    body += containerShape(keys.container, area, pen, (inner) => {
      let s = crowd
        ? drawCast(crowd, inner, inner.y + inner.h * 0.84, Math.min(inner.w, inner.h) * 0.7, pen, flip)
        : lineMotif(
            hero,
            { x: inner.x + inner.w / 2, y: inner.y + inner.h * 0.55, size: Math.min(inner.w, inner.h) * 0.7, flip },
            pen,
          );
      const p = props[0];
      if (p) s += lineMotif(p, { x: inner.x + inner.w * 0.22, y: inner.y + inner.h * 0.78, size: inner.w * 0.26 }, pen);
      return s;
    });
    body += moodExtras(ctx, cornerSpots(area), 26);
  } else if (/above|down|bird|aerial/.test(persp)) {
    // Seen from above: a smaller grid of the subject and its props, like a map.
    const place = conceptFor(wordsOf(ctx, "setting", "subject"))?.props ?? [];
    const extra = [...props, ...place.map((n) => motifByAnnotation(n)).filter((m): m is Motif => !!m)];
    const fill = extra.length ? extra : sceneDefaults(ctx);
    const base = [hero, hero, second ?? hero, hero, ...fill];
    // A counted cast: exactly its drawings, the rest of the grid the place's things.
    const side = crowd && crowd.length > 9 ? 4 : 3;
    const others = fill.filter((m) => !drawn.has(m.hexcode));
    const items: Array<{ m: Motif; scale: number }> = crowd
      ? shuffle(rng, [
          ...crowd,
          ...Array.from({ length: side * side - crowd.length }, (_, i) => ({
            motif: others[i % Math.max(1, others.length)] as Motif,
            scale: 1,
          })).filter((x) => x.motif),
        ]).map((x) => ({ m: x.motif, scale: Math.min(1.15, x.scale) }))
      : shuffle(
          rng,
          Array.from({ length: 9 }, (_, i) => base[i % base.length] as Motif),
        ).map((m) => ({ m, scale: 1 }));
    const cell = Math.min(area.w, area.h) / side;
    items.forEach(({ m, scale }, i) => {
      const cx = area.x + (area.w - cell * side) / 2 + cell * ((i % side) + 0.5);
      const cy = area.y + (area.h - cell * side) / 2 + cell * (Math.floor(i / side) + 0.5);
      body += circle(cx, cy, cell * 0.46, pen.fine);
      body += lineMotif(m, { x: cx, y: cy, size: cell * 0.78 * scale, rotate: between(rng, -20, 20) }, pen);
    });
  } else if (scene && /up|below|low/.test(persp)) {
    body += settingScene(ctx, area, hero, second, props, flip, true, crowd);
  } else if (/up|below|low/.test(persp)) {
    // Looking up: the subject towers over the viewer from the bottom of the page.
    body += skyExtras(ctx, area, 3);
    body += moodExtras(
      ctx,
      [
        [area.x + 70, area.y + 200],
        [area.x + area.w - 70, area.y + 220],
      ],
      30,
    );
    body += crowd
      ? drawCast(crowd, area, area.y + area.h, area.w * 0.98, pen, flip)
      : drawHero(hero, { x: W / 2, y: area.y + area.h - area.w * 0.4, size: area.w * 0.98, flip }, pen);
  } else {
    body += standardScene(ctx, area, hero, second, props, scene, flip, crowd, related);
    if (/window/.test(persp)) body += windowFrame(area, pen.main);
  }
  return svgPage(body + border(style, ctx.seed));
}

const indoorWords =
  /room|kitchen|class|shop|store|indoor|house|bedroom|cafe|bakery|library|nook|home|living|fireplace|hearth|sofa|couch|armchair/;

/**
 * Whether the words put the page indoors, less the names of the things it draws: a house, a
 * lighthouse or a haunted house drawn stands outside, under its sky (a haunted house had stood
 * under no sky at all, its night unsaid).
 */
function saysIndoors(ctx: LayoutContext, drawn: ReadonlyArray<Motif | undefined>): boolean {
  const own = new Set(drawn.flatMap((m) => (m ? m.annotation.toLowerCase().split(" ") : [])));
  const said = wordsOf(ctx, "setting", "subject")
    .split(/\s+/)
    .filter((w) => !own.has(w) && !own.has(w.replace(/s$/, "")));
  return indoorWords.test(said.join(" "));
}

/**
 * A night said of a lone page outdoors ("a haunted house", "an owl at night"): the crescent moon
 * in the first sky corner the subject leaves free (none when a moon among the page's things is
 * drawn), and stars in the others and between them.
 */
function nightOver(ctx: LayoutContext, area: Box, taken: Box[], withMoon: boolean): string {
  const w = backdropLine(ctx.style);
  const corners = clearSkyCorners(area, taken);
  // The moon asked for among the things is the night's (its stars keep off it, as taken).
  const moon = withMoon ? corners[0] : undefined;
  const rest = withMoon ? corners.slice(1) : corners;
  let out = moon ? `<g data-colour="#fff3b0">${crescent(moon[0] - 40, moon[1] - 60, w)}</g>` : "";
  const spots: Array<[number, number]> = [
    ...rest,
    ...[0.3, 0.5, 0.7].map((k) => [area.x + area.w * k, area.y + between(ctx.rng, 50, 110)] as [number, number]),
  ];
  for (const [x, y] of spots) {
    if (moon && Math.hypot(x - moon[0], y - moon[1]) < 120) continue;
    if (clear(around(x, y, 50), taken)) out += star(x, y, between(ctx.rng, 12, 18), w);
  }
  return out;
}

/** Scenes whose setting matched nothing still get furniture or nature, never a bare page. */
function sceneDefaults(ctx: LayoutContext): Motif[] {
  const indoor = indoorWords.test(wordsOf(ctx, "setting", "subject"));
  const names = indoor
    ? ["potted plant", "framed picture", "books", "teapot"]
    : ["deciduous tree", "tulip", "evergreen tree", "butterfly"];
  return shuffle(ctx.rng, names)
    .map((n) => motifByAnnotation(n))
    .filter((m): m is Motif => !!m)
    .slice(0, 3);
}

function cornerSpots(a: Box): Array<[number, number]> {
  return [
    [a.x + 50, a.y + 50],
    [a.x + a.w - 50, a.y + 60],
    [a.x + 60, a.y + a.h - 60],
    [a.x + a.w - 50, a.y + a.h - 50],
  ];
}

function standardScene(
  ctx: LayoutContext,
  area: Box,
  hero: Motif,
  second: Motif | undefined,
  props: Motif[],
  scene: boolean,
  flip: boolean,
  crowd?: Instance[],
  related?: ReturnType<typeof parseRelation>,
): string {
  if (scene) return settingScene(ctx, area, hero, second, props, flip, false, crowd, related);
  // A lone subject on two pages of a batch of eight stands in a place of its own kind (variety.ts
  // arrangements): the backdrop makes the page, not only where the subject stands on it.
  const groundY = area.y + area.h - 70;
  // The asked things first: they take the page (feet just under the ground line, a strip of
  // sky above), then props, clouds and sparkles go only where they touch none of them.
  const floor = groundY + 25;
  // The art box is the whole page inside the frame: clouds and sparkles only in what is left.
  // An occasion's marks (the page's decoration, reading.ts): a band of sky is kept for them (a
  // Halloween owl had filled the page).
  const occasion = occasionMarksOf(ctx);
  const marks = new Set(occasion.map((m) => m.hexcode));
  const lone = !crowd && !related && !second;
  // So is one for the moon and stars of a lone subject's night outdoors ("a fox at night"), seen
  // whole (lookOf): it had filled the page, its night not drawn, on three pages of five.
  const nightly = lone && !swims(hero) && atNight(ctx, [hero]) && !saysIndoors(ctx, [hero]);
  const top = area.y + area.h * (marks.size > 0 || nightly ? 0.15 : 0.02);
  // A lone subject's own pages (alone indoors, large at home) draw nothing but it: a thing named
  // with it ("a dog stealing a sandwich", "a basket with a sleeping cat") keeps the page that
  // draws it (the sandwich had gone on three pages of five, the cat on every one).
  // The moon the night is read as is the night's, drawn by its place (a fox at night at home).
  const asked = askedProps(ctx.keys);
  const alone = lone && !props.some((p) => asked(p) && !(nightly && ofTheSky(p.annotation)));
  // So is a picture the set draws in a frame (fireworks, a mountain, a shooting star): it had been
  // a tile standing on the grass under a second sky. An occasion's marks are no thing named with a
  // thing: the still life draws them round it (an Easter carrot, a basket: standing outdoors, each
  // had stood on a steep mound among the marks).
  const still = lone && !props.some((p) => asked(p) && !marks.has(p.hexcode) && !(nightly && ofTheSky(p.annotation)));
  if (still && (keptIndoors(hero) || framedPicture(hero.hexcode))) return thingAlone(ctx, area, hero, flip);
  // Two or three who do something together, said with no place, are drawn in a place of the first
  // one's kind (a pig and a cow on the farm, two kittens at home): on a bare ground they filled
  // the page's lower half under an empty sky.
  // Two said side by side on a portrait page ("grandma and grandpa", "a cat and a dog") are two
  // together too; a small flier beside one (a girl with a butterfly) keeps to its corner.
  // With a swimmer among them, they are where it swims (a boy and a dolphin under the sea), on a
  // square page too: a dolphin, a whale, a shark and an octopus had stood on a lawn in a park
  // beside a child.
  // Only where the others can be too, people or swimmers: a cat with a fish is no cat under the
  // sea (a book of cats had drawn one on the sea floor).
  const among = [hero, second, related?.one, related?.other, ...(crowd ?? []).map((c) => c.motif)].filter(
    (m): m is Motif => !!m,
  );
  const swimmer = among.every((m) => swims(m) || motifGroup(m.hexcode) === "people-body" || !isCreature(m))
    ? among.find((m) => swims(m))
    : undefined;
  const side =
    related?.relation === "beside" &&
    !related.prop &&
    !!related.other &&
    (isPortrait(area) || !!swimmer) &&
    isCreature(related.one) &&
    isCreature(related.other) &&
    !fliesSmall(related.other, related.one);
  const together = [side ? related.one : hero, second, related?.other, ...(crowd ?? []).map((c) => c.motif)];
  const first = swimmer ?? crowd?.[0]?.motif ?? (side ? related.one : hero);
  const pairHome = second || inGroup(crowd) || side ? homesOf(first, wordsOf(ctx, "subject")) : [];
  const home = pairHome[ctx.variation % Math.max(1, pairHome.length)];
  // Two side by side stand as a group in depth, as two counted do, each at its size in life; two
  // who do something together too when their sizes differ ("a bear and a mouse playing
  // together": the mouse had stood taller than the bear), which the place's scene sees to
  // (`ofTwoSizes`).
  const pair = side && related.other ? inLife([related.one, related.other], isCreature) : undefined;
  if (home && !saysIndoors(ctx, together) && (home === "underwater" || !underSea(together)))
    return settingScene(
      { ...ctx, keys: { ...ctx.keys, setting: home } },
      area,
      hero,
      pair ? undefined : second,
      props,
      flip,
      false,
      pair ?? crowd,
    );
  const looked = lookOf(ctx.variation, hero, area, top, floor, nightly);
  // A thing asked for filled with ornament ("zentangle cat": reading.ts) is alone on a calm
  // ground: a place of its own behind it would be patterned too, and the thing lost in it.
  if (alone && looked.look.kind === "home" && ctx.keys.ornament !== "filled") {
    const page = atHome(ctx, area, hero, looked.look);
    if (page) return page;
  }
  const { rng, style } = ctx;
  const pen = style.pen;
  let s = "";
  // Made things and food together (a basket of apples, tacos and burritos) are kept indoors too,
  // and so is anyone in one ("a cat sleeping in a basket", "a kitten in a teacup": each had sat on
  // a grassy hill under clouds).
  const things =
    !crowd &&
    !second &&
    !!related &&
    !related.prop &&
    (keptIndoors(related.one) || (related.relation === "in" && isCreature(related.one))) &&
    !!related.other &&
    keptIndoors(related.other);
  // …and so is anyone on a bed, a couch or a chair or by a fireplace: a floor, never a hill with
  // grass (a dog by the fireplace had stood by one on a hill).
  const furnished = !!related?.other && (inRoomOnly(related.other) || inRoomOnly(related.one));
  // What a stated relation draws is its two things: the phrase's first match is no third ("a mermaid
  // swimming with dolphins" first matched a person swimming, and the pair stood on grass).
  const drawn = [
    related ? undefined : hero,
    second,
    related?.one,
    related?.other,
    ...(crowd ?? []).map((c) => c.motif),
  ];
  const outdoors = !things && !furnished && !saysIndoors(ctx, drawn);
  // The furniture stands in its room, the pair on its floor (the page had been a sofa on a line
  // under an empty half page).
  if (furnished && related?.other && !crowd && !second)
    return furnishedRoom(ctx, area, { ...related, other: related.other }, flip);
  // Swimmers are under the sea, one or several ("a whale and a little fish"): a sandy seabed (no
  // grass, no hill) and bubbles where the sky would be.
  const sea = underSea(drawn);
  // Snow and ice (said, or where the subject lives: a penguin, a snowman): no grass, snow falling.
  const cold = outdoors && !sea && isCold(ctx, drawn);
  // Indoors the ground is a flat floor line; outdoors a gentle hill with grass. A head alone is a
  // portrait on no ground (composeHero).
  // So is one wearing a thing ("portrait of a cat wearing glasses", "a bear face with a crown"),
  // centred by its stage (stage.ts): it had sat on a hill, a head on the grass.
  const wornHead = !crowd && !second && related?.relation === "wearing" && isHeadAlone(related.one);
  const portraitHead = (lone && isHeadAlone(hero) && looked.look.kind === "placed") || wornHead;
  if (!portraitHead)
    s += ground(
      groundY,
      area.x,
      area.x + area.w,
      pen.fine + 1,
      outdoors ? 10 : 0,
      ctx.seed % 7,
      outdoors && !sea && !cold,
    );
  let main: Composition;
  if (inGroup(crowd) && isPortrait(area)) {
    // Two or three on a portrait page fill it in depth rather than stand small in a row.
    main = drawPlaced(placeGroup(crowd, area, top, floor, flip), pen);
  } else if (crowd && !twins(crowd)) {
    // Alone on a plain ground, a small or tiny subject is still the page's picture (a tiny house
    // at the foot of an empty page sold no page): its size shows only beside something.
    const normal = Math.min(area.w * 0.86, (groundY - area.y) * 1.18);
    const svg = drawCast(crowd, area, groundY + 20, normal, pen, flip, false);
    main = { svg, taken: [{ x: area.x, y: area.y + area.h * 0.3, w: area.w, h: area.h * 0.7 }] };
  } else if (crowd) {
    // Two alike ("two people arguing", "2 dogs"): the pair facing each other.
    const [a, b] = crowd as [Instance, Instance];
    main = drawPlaced(placeRelation("beside", a.motif, b.motif, area, top, floor, flip), pen);
  } else if (related) {
    main = composeRelation(
      things ? { ...related, indoors: true } : related,
      area,
      top,
      floor,
      pen,
      flip,
      ctx.variation,
    );
  } else if (second) {
    main = drawPlaced(placeRelation("beside", hero, second, area, top, floor, flip), pen);
  } else {
    // An occasion's marks said with one thing ("a halloween cat", "a haunted house") stand beside
    // it, at a prop's size: the thing keeps to three quarters of the page's width, the marks the
    // rest. Filling the page, it had left them two small icons in the sky's corners.
    const beside = marks.size > 0 && lone && !portraitHead && outdoors;
    const room = beside ? { ...area, w: area.w * 0.76, x: area.x + (flip ? 0 : area.w * 0.24) } : area;
    // The ground a hill rises from is the page's, under the marks too.
    main = composeHero(ctx, room, top, floor, hero, props[2], flip, looked, area);
  }
  // Two or three in depth on a portrait page: the one behind stands on a rise of the ground.
  const inDepth = !!(
    (crowd && crowd.length <= 3) ||
    second ||
    related?.relation === "beside" ||
    (related?.count && related.relation === "riding")
  );
  const back = main.taken[0];
  if (!sea && !things && inDepth && back && isPortrait(area) && back.y + back.h < floor - (floor - top) * 0.25)
    main = {
      ...main,
      svg:
        hill(
          area,
          floor,
          back.y + back.h - 6,
          back.x + back.w / 2,
          pen,
          back.w * 0.3,
          (floor - back.y - back.h) * 0.45,
        ) + main.svg,
    };
  const slots = shuffle(rng, [
    [area.x + 95, groundY - 80, 170],
    [area.x + area.w - 95, groundY - 80, 170],
    [area.x + 90, area.y + 110, 130],
    [area.x + area.w - 90, area.y + 120, 130],
  ]).filter(([x, y, size]) => clear(around(x as number, y as number, size as number), main.taken));
  // A thing named with the subject rests on the ground (a ball, seeds, a teacup, a tree): only a
  // thing of the sky takes a corner of the sky. With the ground beside them taken, it is set at
  // their feet, in front (a ball, a basketball and seeds had floated in the sky's corner).
  const used = new Set<number>();
  // What the slots hold: the moon is set clear of it too (a Halloween ghost had covered the moon).
  const placed: Box[] = [];
  let atFeet = "";
  let front = "";
  let moonDrawn = false;
  // A thing of the sky (the moon said as the night's, "a fox at night") takes the sky's slots
  // only: it had lain on the ground at the subject's feet, a second moon under the night's.
  const low = (y: number) => y > area.y + area.h / 2;
  // Where no slot is clear an occasion's mark is left out, never set over the thing's feet (a
  // backpack had covered a pencil's tip).
  // So does a flier named with a relation's pair (a bat round an owl on a pumpkin had lain on the grass).
  const also = (m: Motif) => !!related?.also?.some((o) => o.hexcode === m.hexcode);
  for (const m of props.slice(0, 2)) {
    const aloft = ofTheSky(m.annotation) || (floats(m) && also(m));
    const i = slots.findIndex(
      ([, y], k) => !used.has(k) && (aloft ? !low(y as number) : floats(m) || low(y as number)),
    );
    const [x, y, size] = (slots[i] ?? []) as number[];
    if (i >= 0) {
      used.add(i);
      if (/\bmoon\b/i.test(m.annotation)) moonDrawn = true;
      placed.push(around(x as number, y as number, (size as number) * 0.8));
      const at = { x: x as number, y: y as number, size: size as number, rotate: between(rng, -8, 8) };
      // An occasion's mark stands in front of the thing's hill (a hill's slope had crossed a
      // snowman beside a reindeer), clear of the thing itself.
      if (marks.has(m.hexcode)) front += lineMotif(m, at, pen, true);
      else s += lineMotif(m, at, pen);
    } else if (!floats(m) && !marks.has(m.hexcode)) atFeet += inFront(m, area, groundY, main.taken, pen);
    else if (also(m)) {
      // A thing of the sky named with a relation's pair (a girl with a balloon and a kite) flies
      // in a corner of the sky the pair leaves clearest, smaller: it had been left off the page.
      const [cx, cy] =
        clearSkyCorners(area, [...main.taken, ...placed])[0] ?? (skyCorners(area)[0] as [number, number]);
      placed.push(around(cx, cy, 90));
      s += lineMotif(m, { x: cx, y: cy, size: 100, rotate: between(rng, -8, 8) }, pen);
    }
  }
  const free = slots
    .filter((_, k) => !used.has(k))
    .map(([x, y]) => [x, y] as [number, number])
    .filter(([x, y]) => clear(around(x, y, 70), main.taken));
  // Clouds only in the sky left above the asked things.
  const sky = Math.min(...main.taken.map((t) => t.y));
  if (sea) return s + bubbles(ctx, slots, main.taken) + main.svg + atFeet;
  const night = !things && !(cold && sky > area.y + 170) && outdoors && atNight(ctx, drawn);
  const held = [...main.taken, ...placed];
  // An occasion's marks never cover the night's moon (nightOver sets it in the first sky corner
  // clear); when the slots are taken they take the sky's top corners its thing leaves clear (a
  // large Halloween owl, a cat on a square page, had none round them), smaller.
  const moon = night ? clearSkyCorners(area, held)[0] : undefined;
  const off = (spots: Array<[number, number]>) =>
    moon ? spots.filter(([x, y]) => Math.hypot(x - moon[0], y - moon[1]) > 170) : spots;
  const spots = off(free);
  // (In the band of sky kept for them: `top` above.)
  const topCorners: Array<[number, number]> = [
    [area.x + 65, area.y + 60],
    [area.x + area.w - 65, area.y + 60],
  ];
  // One slot clear beside the thing keeps its mark there, the other mark in a corner.
  const corners =
    marks.size > 0 && spots.length < 2
      ? off(topCorners.filter(([x, y]) => clear(around(x, y, 100), held))).slice(0, 2 - spots.length)
      : undefined;
  const extras = corners ? [...spots, ...corners] : spots.slice(0, style.hub === "kids" ? 3 : 4);
  // The night's stars keep off the marks.
  const marked = marks.size > 0 ? extras.map(([x, y]) => around(x, y, 100)) : [];
  if (things) s += starBand(ctx, area, { y: area.y, h: sky - area.y - 20 });
  else if (cold && sky > area.y + 170)
    s += snowfall(rng, { x: area.x + 50, y: area.y + 40, w: area.w - 100, h: sky - area.y - 80 }, pen.fine, 6);
  else if (night) s += nightOver(ctx, area, [...held, ...marked], !moonDrawn);
  // An occasion's marks take the sky's spots: no clouds under them.
  else if (outdoors && sky > area.y + 170 && marks.size === 0) s += skyExtras(ctx, { ...area, h: sky - area.y }, 3);
  if (corners) {
    front += occasionExtras(ctx, spots, 24 * 7, occasion);
    front += occasionExtras(ctx, corners, 14 * 7, [
      ...occasion.slice(spots.length),
      ...occasion.slice(0, spots.length),
    ]);
  } else if (marks.size > 0) front += moodExtras(ctx, extras, 24);
  else s += moodExtras(ctx, extras, 24);
  return s + main.svg + front + atFeet;
}

/**
 * Which props the request asks for: a thing its subject's words are read as (not another match
 * of the subject's own words: "a bowl of soup" is the steaming bowl, no pot of food), or one its
 * setting or decoration names. The words are read once for all the props.
 */
function askedProps(keys: LayoutContext["keys"]): (prop: Motif) => boolean {
  const read = new Set(understandPhrase(keys.subject).map((u) => u.drawnAs?.toLowerCase()));
  const named = new Set([...matchMotifs(keys.setting, 3), ...matchMotifs(keys.decoration, 2)].map((m) => m.hexcode));
  return (prop) => read.has(prop.annotation.toLowerCase()) || named.has(prop.hexcode);
}

/**
 * A small thing on the ground in front of the page's subjects, where it covers least of them
 * (their feet, not their faces): about a sixth of the page wide, resting on the ground line.
 */
function inFront(m: Motif, area: Box, groundY: number, taken: Box[], pen: LayoutContext["style"]["pen"]): string {
  const size = Math.min(170, area.w * 0.18);
  const y = groundY + 5 - size / 2;
  const covered = (x: number) =>
    taken.reduce((sum, t) => {
      const w = Math.max(0, Math.min(x + size / 2, t.x + t.w) - Math.max(x - size / 2, t.x));
      const h = Math.max(0, Math.min(y + size / 2, t.y + t.h) - Math.max(y - size / 2, t.y));
      return sum + w * h;
    }, 0);
  const [x] = [0.5, 0.32, 0.68, 0.16, 0.84].map((k) => area.x + area.w * k).sort((a, b) => covered(a) - covered(b)) as [
    number,
  ];
  return lineMotif(m, { x, y, size }, pen);
}

/** Rising bubbles (draw.ts `bubbleColumn`) at up to three of the free spots. */
function bubbles(ctx: LayoutContext, spots: number[][], taken: Box[]): string {
  const w = ctx.style.pen.fine;
  return spots
    .map(([x, y]) => [x as number, y as number] as const)
    .filter(([x, y]) => clear({ x: x - 52, y: y - 140, w: 104, h: 236 }, taken))
    .slice(0, 3)
    .map(([x, y]) =>
      bubbleColumn(
        x,
        y + 40,
        62,
        w,
        () => between(ctx.rng, -14, 14),
        () => between(ctx.rng, 0.95, 1.1),
      ),
    )
    .join("");
}

/** The sky's two top corners of a page's art box, and just inside them. */
const skyCorners = (area: Box): Array<[number, number]> => [
  [area.x + 60, area.y + 60],
  [area.x + area.w - 60, area.y + 60],
  [area.x + 60, area.y + 150],
  [area.x + area.w - 60, area.y + 150],
];

/** The sky's corners clear of what is taken: the first is where the night's moon is (`nightOver`). */
const clearSkyCorners = (area: Box, taken: Box[]) =>
  skyCorners(area).filter(([x, y]) => clear(around(x, y, 110), taken));

/** The square a drawing or extra of `size` centred at (x, y) covers. */
const around = (x: number, y: number, size: number): Box => ({
  x: x - size / 2,
  y: y - size / 2,
  w: size,
  h: size,
});

/** Whether the words name the drawing in the plural ("plants": the potted plant). */
function saidInPlural(subject: string | undefined, m: Motif): boolean {
  const name = m.annotation.toLowerCase();
  const said =
    understandPhrase(subject)
      .find((u) => u.drawnAs?.toLowerCase() === name)
      ?.word.split(" ")
      .at(-1) ?? "";
  return !!said && pluralize.isPlural(said) && pluralize.singular(said) !== said;
}

/** OpenMoji drawings fill ~82 % of their box: the size that makes the drawing itself `h` tall. */
const drawnSize = (h: number) => h / 0.82;

/**
 * A scene: the setting's backdrop (room, shop, stage, landscape, street, sky), the subject
 * large in front of it (≈ 60 % of the page), matched props on shelves, counters and the ground.
 */
function settingScene(
  ctx: LayoutContext,
  area: Box,
  hero: Motif,
  second: Motif | undefined,
  props: Motif[],
  flip: boolean,
  tower = false,
  crowd?: Instance[],
  stated?: ReturnType<typeof parseRelation>,
): string {
  // Two of different sizes in life in a place ("a moose and a squirrel in the forest", or a place
  // of their own kind: "a bear and a mouse playing together") are a group at their sizes: side
  // by side at one size, the squirrel had stood taller than the moose, a drawing without the body
  // the moose was given.
  const sized = second && !crowd && !stated ? ofTwoSizes(hero, second) : undefined;
  if (sized) return settingScene(ctx, area, hero, undefined, props, flip, tower, sized, stated);
  const { rng, style, keys } = ctx;
  const pen = style.pen;
  const words = wordsOf(ctx, "setting", "subject", "decoration", "mood", "perspective");
  const about = wordsOf(ctx, "subject", "subject2", "decoration");
  let concept =
    conceptFor(wordsOf(ctx, "setting")) ??
    // A kind of room or garden WordNet knows ("playroom", "orchard": word-readings.ts).
    settingConcept(wordsOf(ctx, "setting").trim()) ??
    placeOfBuilding(about) ??
    saidSetting(about) ??
    homeConcept(homeOfThings(ctx.keys));
  // A place as the subject of a building page ("bakery", "tea house") is drawn from the street.
  const building =
    !keys.setting &&
    buildingWords.test(wordsOf(ctx, "subject")) &&
    /build|house|facade|shop/.test(`${ctx.toolId} ${wordsOf(ctx, "variant")}`);
  // A swimmer in the sea is drawn under the water, not on the shore.
  // So are two of the sea together ("a mermaid and a crab"): one swims, the other lives there.
  const swimmer =
    (!crowd && !second && swims(stated ? stated.one : hero)) ||
    underSea([stated ? undefined : hero, second, stated?.one, stated?.other, ...(crowd ?? []).map((c) => c.motif)]);
  if (swimmer && concept?.features?.includes("beach")) concept = conceptFor("underwater");
  // A duck, a swan or a boat at a pond, a lake or the sea is on its water, a fish in it: never on
  // the bank or the sand.
  const afloat = !stated && !crowd && !second && (afloatAt(concept, hero) || (wetPlace(concept) && swims(hero)));
  const related = afloat ? inWater(hero, swims(hero), !!concept?.features?.includes("beach")) : stated;
  // In or on water ("a frog in a pond"): the water is the page's foreground, to its foot.
  const wet = !!related && related.prop === "water" && (related.relation === "in" || related.relation === "on");
  const kind = building ? "facade" : (concept?.kind ?? (indoorWords.test(words) ? "room" : "outdoor"));
  const patrick = concept?.holiday === "st-patricks";
  const w = backdropLine(style);
  // The sun, the moon or a rainbow as the subject of a place is in its sky, risen over the land
  // ("sunset at the beach": the sun had sat on the sand, a second one in the corner).
  // Said over a place ("sunrise over a lake") it is that place's sky.
  const heroName = hero.annotation.toLowerCase();
  const overPlace =
    stated?.relation === "over" && stated.one.hexcode === hero.hexcode && (!!stated.prop || !!conceptFor(stated.b));
  const skySubject =
    (kind === "outdoor" || kind === "sky") && (!stated || overPlace) && !second && !crowd && ofTheSky(heroName);
  const bd = drawSetting({
    ctx,
    area,
    kind,
    concept,
    words,
    w,
    skySubject: skySubject && /\b(?:sun|moon)\b/.test(heroName),
  });
  // A landscape's sky subject is drawn before the land (below), never again in front of it.
  const skyFirst = skySubject && bd.horizon !== undefined && !bd.noHero;
  // Matched props first, then the place's own things, then mood props; a few per hub.
  const mood = moodProps.filter(([re]) => re.test(words)).flatMap(([, p]) => p);
  // A shop of no kind of its own, signed with what it sells ("Hat Shop"), sells only that.
  const ownSign = !!keys.sign && keys.sign !== concept?.sign;
  // The place's first thing is always among them (a kitchen's teapot): shuffled with the rest, a
  // kitchen of four slots and six things had left it out on three pages of eight.
  const [own, ...others] = concept?.props ?? [];
  const extra = ownSign ? [] : [...mood.slice(0, 1), ...(own ? [own] : []), ...shuffle(rng, others), ...mood.slice(1)];
  // What two do something with ("sharing a watermelon") is set in front of them, at their feet: on
  // a shelf or the ground behind them it was hidden by them.
  const several = second || (crowd && crowd.length > 1);
  const withPair = several && !building ? props.find((m) => !floats(m)) : undefined;
  // A shop said by what it sells (reading.ts shopPage, which signs it) has that on its shelves too.
  // A thing said in the plural in a room ("a living room with plants", "a bedroom full of toys")
  // is there more than once, on its shelves and floor too: one had stood alone, as large as a sofa.
  const many =
    !building &&
    (kind === "room" || kind === "kitchen") &&
    !second &&
    !crowd &&
    !stated &&
    !isCreature(hero) &&
    saidInPlural(keys.subject, hero);
  const sells = (kind === "shop" && !building && keys.sign && !isCreature(hero)) || many ? [hero] : [];
  // Nor is one of a group drawn again small among the place's things (a camel and a lizard of the
  // desert's own beside the camel and the lizard asked).
  const seen = new Set(
    building
      ? []
      : [
          sells.length ? "" : hero.hexcode,
          second?.hexcode,
          withPair?.hexcode,
          ...(crowd ?? []).map((c) => c.motif.hexcode),
        ],
  );
  // What the subject's pose draws itself (a fisher's water, a reader's book) is no prop here.
  const posed = [...drawnByPose(hero), ...(related ? drawnByPose(related.one) : [])];
  // By name too: a group's hen is the whole one drawn for the set's chicken.
  const grouped = new Set(building ? [] : (crowd ?? []).map((c) => c.motif.annotation));
  const landed = kind === "outdoor" || kind === "street";
  const pool: Motif[] = [];
  for (const m of [
    ...sells,
    // A street's slots are all on its road: a thing of the sky named with it is its sky's, drawn
    // over the roofs (the night's moon had lain in the road beside a cat).
    ...(building ? [] : props.filter((m) => !(kind === "street" && ofTheSky(m.annotation)))),
    // A place's thing of the sky (the desert's sun, St Patrick's rainbow) is its sky's, never put
    // in a slot on the ground: the sun had stood on the sand beside a tarantula under the sky's own.
    ...extra.map((n) => motifByAnnotation(n)).filter((m) => !(m && landed && ofTheSky(m.annotation))),
    ...(concept ? [] : sceneDefaults(ctx)),
  ]) {
    if (m && !seen.has(m.hexcode) && !grouped.has(m.annotation) && !posed.includes(m.annotation.toLowerCase())) {
      seen.add(m.hexcode);
      pool.push(m);
    }
  }
  if (many) pool.splice(1, 0, hero);
  // Shops and building fronts fill every shelf; other scenes get a few props per hub.
  const full = kind === "shop" || kind === "facade" || style.hub === "adult";
  // On the water the ground's slots are under it: nothing stands there.
  // A counted cast in a row is all the page asks: none of the place's things stands among them (a
  // basket had been set between three cats, seen once they stood apart).
  const counted = !!crowd && crowd.length > 2 && !isPortrait(area) && !full;
  // The things the words name are drawn however few a place sets out (a bear's honey had been left
  // off a page of one slot).
  const asked = props.filter((m) => pool.includes(m) && !floats(m)).length;
  const count =
    wet || counted
      ? 0
      : full
        ? bd.slots.length
        : Math.min(bd.slots.length, Math.max(asked, style.density + (keys.setting ? 1 : 0)));
  let out = bd.back;
  if (skyFirst && bd.horizon !== undefined) {
    // Drawn first, so the land in front hides its foot: the sun sets behind the hills.
    const size = Math.min(drawnSize(bd.horizon - area.y) * 0.9, area.w * 0.72);
    const y = bd.horizon - size * 0.12;
    out = lineMotif(hero, { x: area.x + area.w * (flip ? 0.42 : 0.58), y, size }, pen, true) + out;
  }
  // Among the stars the subject fills its box: no prop is put where it may be.
  const free = bd.slots
    .slice(0, count)
    .filter((slot) => kind !== "space" || clear(around(slot.x, slot.y, slot.size), [bd.hero]));
  // A thing of the sky named with them (a kite, a balloon) flies over the place, off their heads.
  const aloft =
    kind === "outdoor" && !bd.floating ? props.filter((m) => floats(m) && pool.includes(m)).slice(0, 1) : [];
  const grounded = pool.filter((m) => !aloft.includes(m));
  // A shop's shelves are stocked: its goods again along them, never one of each and bare boards.
  free.forEach((slot, i) => {
    const m = kind === "shop" && !building ? grounded[i % Math.max(1, grounded.length)] : grounded[i];
    if (m) out += lineMotif(m, { ...slot, rotate: between(rng, -6, 6) }, pen, true);
  });
  // Among the stars a thing named with the subject that no slot took is set in a corner clear of
  // it, smaller ("a rocket passing the moon" had lost its moon).
  const heroInk =
    kind === "space" ? fitInk(inkBounds(hero.hexcode, hero.eyes, hero.pose), bd.hero, flip).ink : undefined;
  if (heroInk)
    for (const m of grounded.slice(free.length).filter((g) => props.includes(g))) {
      const corner = skyCorners(area)
        .flatMap(([x, y]) => [150, 120, 90].map((size) => [x, y, size] as const))
        .find(([x, y, size]) => clear(around(x, y, size), [heroInk]));
      if (corner) out += lineMotif(m, { x: corner[0], y: corner[1], size: corner[2] }, pen, true);
    }
  for (const m of aloft) {
    const size = Math.min(190, area.w * 0.2);
    // Between the sun's corners (setting-parts.ts), over the middle.
    const x = area.x + area.w * (flip ? 0.42 : 0.58);
    const y = Math.max(area.y + size * 0.6, Math.min(bd.hero.y, area.y + area.h * 0.3) - size * 0.55);
    out += lineMotif(m, { x, y, size, rotate: between(rng, -10, 10) }, pen, true);
  }
  // A thing of the sky said of a street ("a street at night": the night's moon) is its sky's, in
  // the corner over the roofs the street draws: it had stood in the road, a moon as tall as the houses.
  const streetSky = kind === "street" && !stated && !second && !crowd && ofTheSky(heroName);
  if (bd.noHero || streetSky) return out + bd.front;
  // Looking up / from below: the subject towers over the viewer.
  // A shop's goods stand whole on its counter; only who serves is behind it to the waist.
  const onCounter = kind === "shop" && !building && !crowd && !second && !related && !isCreature(hero);
  const hb = tower
    ? { x: area.x + area.w * 0.04, y: bd.hero.y - bd.hero.h * 0.2, w: area.w * 0.92, h: bd.hero.h * 1.2 }
    : onCounter
      ? { ...bd.hero, h: bd.groundY + 4 - bd.hero.y }
      : bd.hero;
  if (skyFirst) {
    // Drawn first, behind the land (above).
  } else if (inGroup(crowd) && !bd.floating && isPortrait(area)) {
    // Two or three in a place on a portrait page stand as a group in depth (group.ts), as large as
    // on a plain ground, over the backdrop's far hills: side by side in one row each was a half or
    // a third of the width, a strip of small animals under an empty sky.
    const top = Math.min(hb.y, area.y + area.h * 0.25);
    // Their feet a little into the foreground, in front of the place's own ground line.
    const floor = hb.y + hb.h + (area.y + area.h - hb.y - hb.h) * 0.6;
    out += drawPlaced(placeGroup(crowd, area, top, floor, flip), pen).svg;
  } else if (crowd && twins(crowd)) {
    const size = Math.min(drawnSize(hb.h), drawnSize(area.w * 0.46));
    for (const [i, c] of crowd.entries()) {
      const y = hb.y + hb.h - size * footOf(c.motif);
      out += drawHero(c.motif, { x: area.x + area.w * (i ? 0.71 : 0.29), y, size, flip: !i }, pen, true);
    }
  } else if (crowd) {
    const size = Math.min(drawnSize(hb.h), drawnSize(hb.w));
    const base = bd.floating ? hb.y + hb.h / 2 + size * 0.41 : hb.y + hb.h;
    out += drawCast(crowd, { x: area.x, y: hb.y, w: area.w, h: hb.h }, base, size, pen, flip);
  } else if (second) {
    // Two who do something together ("a pig and a cow dancing") face each other, spaced by their
    // ink as two side by side are: at fixed places, each over half the page wide, a pig and a cow
    // had stood back to back, one half hidden behind the other.
    const size = Math.min(drawnSize(hb.h), drawnSize(area.w * 0.46));
    // Inside the page's margin (across its whole width each had lost its back to the frame), and
    // apart: face to face, the tenth of a row's neighbours overlapping had put one head in the other.
    const pair = [hero, second].map((motif) => ({ motif, scale: 1 }));
    const inner = { ...area, x: area.x + area.w * 0.05, w: area.w * 0.9 };
    out += castRow(pair, inner, hb.y + hb.h, size, pen, flip, -0.04);
  } else if (related) {
    // Under a tree or an umbrella: the big thing rises over the scene nearly to the box's top,
    // so the subject at its foot stands as large as a lone subject would.
    const y = related.relation === "under" ? Math.min(hb.y, area.y + area.h * 0.06) : hb.y;
    // The water runs to the foot of the page (over the bank the backdrop drew).
    const floor = wet ? area.y + area.h - 8 : hb.y + hb.h;
    const pair = { x: area.x, y, w: area.w, h: floor - y };
    out += composeRelation(related, pair, y, floor, pen, flip, ctx.variation, true).svg;
  } else {
    const size = Math.min(drawnSize(hb.h), drawnSize(hb.w));
    const y = bd.floating ? hb.y + hb.h / 2 : hb.y + hb.h - size * 0.41;
    // A figure (a head given a body) is placed by its own ink: it is taller than a drawing's square.
    const fit = hero.pose && fitInk(inkBounds(hero.hexcode, hero.eyes, hero.pose), hb, flip, bd.floating);
    out += drawHero(
      hero,
      fit ? { x: fit.x, y: fit.y, size: fit.size, flip } : { x: hb.x + hb.w / 2, y, size, flip },
      pen,
      true,
    );
  }
  // The water reaches the foot of the page: no flowers over it.
  if (wet) return out;
  if (withPair) out += inFront(withPair, area, hb.y + hb.h, [{ ...hb, x: area.x, w: area.w }], pen);
  if (patrick) {
    // Gold, the day's hat and shamrocks in the grass, in front of everything.
    const left = !flip;
    out += potOfGold(area.x + area.w * (left ? 0.13 : 0.87), bd.groundY + 40, 0.95, w);
    out += hatInGrass(area.x + area.w * (left ? 0.3 : 0.7), bd.groundY + 10, pen);
    out += shamrocks(ctx, area, bd.groundY + 40, left, pen);
  }
  return out + bd.front;
}

function windowFrame(a: Box, w: number): string {
  const x = a.x + 10;
  const y = a.y + 10;
  const ww = a.w - 20;
  const hh = a.h - 20;
  const line = `fill="none" stroke="#000" stroke-width="${w}" stroke-linejoin="round"`;
  return `<rect x="${x}" y="${y}" width="${ww}" height="${hh}" rx="12" ${line}/><path ${line} d="M${x + ww / 2} ${y}V${y + hh}M${x} ${y + hh / 2}H${x + 60}M${x + ww - 60} ${y + hh / 2}H${x + ww}"/><path d="M${x} ${y}q90 ${hh * 0.35} 20 ${hh * 0.7}L${x} ${y + hh * 0.7}ZM${x + ww} ${y}q-90 ${hh * 0.35} -20 ${hh * 0.7}L${x + ww} ${y + hh * 0.7}Z" fill="#fff" stroke="#000" stroke-width="${w * 0.7}" stroke-linejoin="round"/>`;
}

/** Two or three drawn: a group that stands in depth on a portrait page (group.ts). */
const inGroup = (crowd: Instance[] | undefined): crowd is Instance[] =>
  !!crowd && crowd.length > 1 && crowd.length <= 4;

interface Instance {
  motif: Motif;
  /** Height beside the others (sizeScale: 1 for a subject of no stated size). */
  scale: number;
}

/**
 * The ride of a counted rider on a creature ("two girls on horses", "the three wise men on
 * camels"), drawn `count` times: each rider on a mount of their own. Their cast had drawn the
 * riders standing, the mounts dropped. Two or three creatures in one small holder ("two kittens
 * in a basket", "cats playing in a cardboard box") are all in it, the holder drawn large: it had
 * been a toy at their feet.
 */
function countedRide(cast: Member[], subject: string | undefined): Stated | undefined {
  const [rider] = cast;
  if (cast.length !== 1 || !rider || rider.count < 2 || rider.count > 3) return undefined;
  const ride = parseRelation(subject);
  if (!ride?.other || !isCreature(rider.motif)) return undefined;
  const mounted = ride.relation === "riding" && isCreature(ride.other);
  // Two or three in one small holder ("two kittens in a basket"): the holder large, they in it.
  const held = ride.relation === "in" && !isCreature(ride.other) && !isLarge(ride.other);
  // …and on one thing ("two cats on a rock"): all on it (relation.ts `perched`).
  const on = ride.relation === "on" && !ride.prop && !isCreature(ride.other);
  return mounted || held || on ? { ...ride, one: rider.motif, count: rider.count } : undefined;
}

/**
 * One drawing per counted subject, in phrase order; a head-only drawing stands whole. Sizes
 * stated are kept; with none stated each creature has its size in life beside the others ("a cat,
 * a dog and a mouse": the mouse the smallest).
 */
function instancesOf(cast: Member[]): Instance[] {
  const natural = cast.some((m) => m.size)
    ? cast.map(() => undefined)
    : naturalScales(
        cast.map((m) => m.motif),
        isCreature,
      );
  return cast.flatMap((m, i) =>
    Array.from({ length: m.count }, () => ({
      motif: withBody(m.motif, "stand", m.phrase),
      scale: natural[i] ?? sizeScale[m.size ?? "normal"],
    })),
  );
}

/**
 * How far below its square's centre a drawing's feet are, as a share of the square: a drawing
 * fills about 82 % of it, a figure (body.ts) stands on its bottom.
 */
const footOf = (m: Motif) => (m.pose ? 0.47 : 0.41);

/**
 * Two said together whose sizes in life differ ("a bear and a mouse"), the second standing whole:
 * each with its height beside the other (natural-size.ts); undefined for two of about one size.
 */
function ofTwoSizes(hero: Motif, second: Motif): Instance[] | undefined {
  if (!naturalScales([hero, second], isCreature).some((k) => k < 1)) return undefined;
  return inLife([hero, withBody(second, "stand", "")], isCreature);
}

/** Two of one size: drawn as the page's usual pair, each as large as a pair allows. */
const twins = (crowd: Instance[]) => crowd.length === 2 && crowd[0]?.scale === crowd[1]?.scale;

/** A lone subject of a stated size, against one of no stated size (`normal`). */
const loneScale = { giant: 1.15, big: 1, normal: 1, small: 0.6, tiny: 0.38 };

/**
 * The cast standing on `groundY`: one row of up to four, two rows up to eight, three beyond (the
 * back rows higher and drawn first, each drawing knocking out what is behind it). Sizes keep
 * their proportions (a big bear beside a tiny mouse); `normal` is what a lone subject of no
 * stated size gets here, and a lone small one too unless `smallAlone` (a place to be small in).
 */
function drawCast(
  crowd: Instance[],
  area: Box,
  groundY: number,
  normal: number,
  pen: Pen,
  flip: boolean,
  smallAlone = true,
): string {
  const n = crowd.length;
  const only = crowd[0];
  if (n === 1 && only) {
    const scale = loneScale[sizeOf(only.scale)] ?? 1;
    const size = normal * (smallAlone ? scale : Math.max(1, scale));
    // A giant is too big for the page: it stands lower, its feet below the ground line.
    const y = groundY - size * footOf(only.motif) + Math.max(0, size - normal) * 0.5;
    return drawHero(only.motif, { x: area.x + area.w / 2, y, size, flip }, pen, true);
  }
  // One row of up to four (a little overlapping), two rows up to eight, three beyond.
  const rows = n <= 4 ? 1 : n <= 8 ? 2 : 3;
  const gap = rows === 1 ? 0.76 : 0.84;
  const step = 0.55;
  // The back rows take the larger share: seven ducks stand four behind three.
  const lines: Instance[][] = [];
  for (let r = 0, at = 0; r < rows; r++) {
    const take = Math.floor((n - at) / (rows - r));
    lines.push(crowd.slice(at, at + take));
    at += take;
  }
  const tallest = Math.max(...crowd.map((c) => c.scale));
  let u = Math.min(normal / tallest, (groundY - area.y) / ((rows - 1) * step + tallest * 0.82));
  for (const line of lines) u = Math.min(u, (area.w * 0.98) / line.reduce((a, c) => a + c.scale * gap, 0));
  if (rows === 1) return castRow(crowd, area, groundY, u, pen, flip);
  let out = "";
  for (let r = lines.length - 1; r >= 0; r--) {
    const line = lines[r] as Instance[];
    const base = groundY - r * u * step;
    const width = line.reduce((a, c) => a + c.scale * u * gap, 0);
    let x = area.x + (area.w - width) / 2;
    for (const c of line) {
      const size = c.scale * u;
      const cx = x + (size * gap) / 2;
      x += size * gap;
      // Drawings face left: those on the left turn to face the middle.
      const left = cx < area.x + area.w / 2;
      out += drawHero(
        c.motif,
        { x: cx, y: base - size * footOf(c.motif), size, flip: line.length === 1 ? flip : left },
        pen,
        true,
      );
    }
  }
  return out;
}

/**
 * One row of two to four, each `u` times its scale, spaced by its ink: neighbours overlap by
 * `tuck` (a tenth) of the narrower one's ink, or stand apart by it when it is below naught, those
 * on the left half facing the middle. Spaced by their
 * drawings' boxes (a quarter of each box overlapping), a lizard's hand had lain over a camel's
 * face, a wide animal's head where the next one stood.
 */
function castRow(
  crowd: Instance[],
  area: Box,
  groundY: number,
  unit: number,
  pen: Pen,
  flip: boolean,
  tuck = 0.1,
): string {
  const n = crowd.length;
  const faces = crowd.map((_, i) => (2 * i + 1 === n ? flip : 2 * i + 1 < n));
  const inks = crowd.map((c, i) => {
    const b = inkBounds(c.motif.hexcode, c.motif.eyes, c.motif.pose);
    return { x0: (faces[i] ? 72 - b.x1 : b.x0) / 72, w: (b.x1 - b.x0) / 72 };
  });
  const overlap = (i: number) =>
    tuck * Math.min((inks[i]?.w ?? 0) * (crowd[i]?.scale ?? 1), (inks[i + 1]?.w ?? 0) * (crowd[i + 1]?.scale ?? 1));
  const span = crowd.reduce((a, c, i) => a + (inks[i]?.w ?? 1) * c.scale - (i < n - 1 ? overlap(i) : 0), 0);
  const u = Math.min(unit * 1.15, (area.w * 0.98) / span);
  let x = area.x + (area.w - span * u) / 2;
  let out = "";
  crowd.forEach((c, i) => {
    const size = c.scale * u;
    const ink = inks[i] ?? { x0: 0, w: 1 };
    const cx = x - ink.x0 * size + size / 2;
    x += ink.w * size - (i < n - 1 ? overlap(i) * u : 0);
    out += drawHero(c.motif, { x: cx, y: groundY - size * footOf(c.motif), size, flip: faces[i] ?? flip }, pen, true);
  });
  return out;
}

function sizeOf(scale: number): keyof typeof loneScale {
  const hit = (Object.entries(sizeScale) as Array<[keyof typeof loneScale, number]>).find(([, v]) => v === scale);
  return hit?.[0] ?? "normal";
}

/**
 * A lone subject large in a place of its own kind: the place's backdrop alone (walls, window and
 * floor; or hills, trees and sky), none of its things (nothing unasked on the page), and the
 * subject standing on its floor at the arrangement's share of the box's height.
 */
function atHome(ctx: LayoutContext, area: Box, hero: Motif, at: Extract<Arrangement, { kind: "home" }>) {
  // A subject with fewer places than four (a surfer: the beach; a cook: the kitchen) takes them
  // in turn: on the others it had stood on a bare strip of grass, a surfer's wave on the lawn.
  const homes = homesOf(hero, wordsOf(ctx, "subject"));
  const home = homes[at.home % Math.max(1, homes.length)];
  if (!home) return undefined;
  const pen = ctx.style.pen;
  // The night and the rain said of the subject are its home's too ("a frog in the rain").
  const said = [atNight(ctx, [hero]) ? "night" : "", rainWords.exec(wordsOf(ctx, "setting", "subject", "mood"))?.[0]];
  const { bd, concept, bottom } = placeBackdrop(ctx, area, home, [home, ...said].filter(Boolean).join(" "));
  // At the river a duck or a swan is on the water, at the sea a boat or a surfer (settingScene's `afloat`).
  if (afloatAt(concept, hero)) {
    const floor = area.y + area.h - 8;
    const pair = { x: area.x, y: bd.hero.y, w: area.w, h: floor - bd.hero.y };
    const sea = !!concept?.features?.includes("beach");
    return (
      bd.back + composeRelation(inWater(hero, false, sea), pair, pair.y, floor, pen, at.face, ctx.variation, true).svg
    );
  }
  const flip = at.face;
  // A swimmer is in the water, in front of its floor: its size is its share of the width
  // (variety.ts `widthShare`) clear of the frame (a fish as wide as the page had crossed it), to
  // one side as it faces.
  if (swims(hero)) {
    const w = area.w * Math.min(0.96, widthShare(at.h) + 0.06);
    const top = bd.hero.y + (bottom - bd.hero.y) * 0.04;
    const floor = bottom + (area.y + area.h - bottom) * 0.6;
    const water = { x: area.x + (area.w - w) * (flip ? 0.3 : 0.7), y: top, w, h: floor - top };
    const fit = fitInk(inkBounds(hero.hexcode, hero.eyes, hero.pose), water, flip);
    return bd.back + drawHero(hero, { x: fit.x, y: fit.y, size: fit.size, flip }, pen, true) + bd.front;
  }
  const ib = inkBounds(hero.hexcode, hero.eyes, hero.pose);
  // A person the set draws as a bust (a cook in the kitchen, a farmer in the field) is a portrait
  // in front of the place, cut by the page's frame: cut at the place's floor, it had stood sunk
  // to the chest in the kitchen's floorboards.
  if (drawnAsBust(hero) && !floats(hero)) {
    const frame = area.y + area.h;
    const hb = Math.min(frame - area.y, (frame - area.y) * Math.max(0.62, at.h));
    const wb = Math.min(area.w, (hb * (ib.x1 - ib.x0)) / (ib.y1 - ib.y0));
    const x = flip ? area.x + area.w * 0.02 : area.x + area.w * 0.98 - wb;
    const p = fitInk(ib, { x, y: frame - hb, w: wb, h: hb }, flip);
    return bd.back + bd.front + drawHero(hero, { x: p.x, y: p.y, size: p.size, flip }, pen, true);
  }
  const h = Math.max(area.h * at.h, (bottom - area.y) * 0.7);
  // Its side of the page as wide as its size asks (variety.ts `widthShare`), facing into the page.
  const fit = furtherOff(ib, fitInk(ib, { x: area.x, y: bottom - h, w: area.w, h }, flip), area, at.h, flip);
  // Too wide to stand that tall on the page (a car, a hippo): it stands level across the page
  // on the place's ground, the place filling the page above it (it was turned up a slope).
  if (isPortrait(area) && fit.ink.h < area.h * 0.62) {
    if (standsUpright(hero)) return undefined;
    // Each place's page its own size and side (variety.ts `widthShare`).
    const w = area.w * widthShare(at.h);
    const x = flip ? area.x : area.x + area.w - w;
    // Smaller is further off: it stands higher up the ground.
    const lowest = area.y + area.h * 0.77;
    const lifted = bottom - Math.max(0, bottom - lowest) * Math.min(1, Math.max(0, 0.94 - at.h) / 0.32) * 0.75;
    const wide = fitInk(inkBounds(hero.hexcode, hero.eyes, hero.pose), { x, y: area.y, w, h: lifted - area.y }, flip);
    const y = wide.y + (lifted - (wide.ink.y + wide.ink.h));
    const standing = { x: wide.x, y, size: wide.size, flip };
    return clearBehind(bd, ib, standing) + drawHero(hero, standing, pen, true) + bd.front;
  }
  const placed = { x: fit.x, y: fit.y, size: fit.size, flip };
  return clearBehind(bd, ib, placed) + drawHero(hero, placed, pen, true) + bd.front;
}

/** The backdrop behind a drawing placed on it, without the trees that would stand behind the drawing. */
function clearBehind(bd: Backdrop, ink: InkBounds, at: { x: number; y: number; size: number; flip: boolean }): string {
  return bd.clearOf?.(placedInk(ink, at.x, at.y, at.size, at.flip)) ?? bd.back;
}

/**
 * The scene of the words: the first scene whose words appear in them, unless the reading says
 * the page is set in other places (`understood`'s settings, word-readings.ts `settingWords`):
 * then the first of those. "a village in the mountains" had been the town's street, its
 * mountains said and not drawn; "a park with a pond" keeps its pond.
 */
function saidSetting(about: string) {
  const first = conceptFor(about);
  const said = [...settingWords(about)].map((w) => settingConcept(w)).filter((c) => c !== undefined);
  return !first || said.length === 0 || said.includes(first) ? first : said[0];
}

/** A backdrop's line: a little finer than the subject's, never under 3.5 units. */
const backdropLine = (style: LayoutContext["style"]) =>
  Math.max(3.5, style.pen.fine * (style.hub === "kids" ? 0.85 : 1));

/**
 * The four places a lone subject is drawn in on the "home" pages of a batch: pets at home and in
 * the garden, farm animals on the farm, woodland animals in the forest and the mountains. A
 * swimmer or a thing of the sky has none (the sea and the sky are drawn round it already).
 */
function homesOf(hero: Motif, said = ""): string[] {
  const homes = ownHomes(hero, said);
  // A thing of the sky named with them ("flying a kite", "blowing bubbles") is done outdoors:
  // their places out of doors only, two kids had flown a kite in the living room. So is a sport
  // played with its ball ("two girls playing soccer", "a bear playing rugby": in a kitchen).
  // So is one under a tree or at a picnic ("a family having a picnic under a tree"): a word the
  // scenes draw out of doors only, or a tree, which grows there (the family had sat in a room).
  const outside = (m: Motif) =>
    floats(m) || motifTags(m.hexcode).has("sport") || /\btree$/.test(m.annotation.toLowerCase());
  const outdoorWord = tokenize(said.toLowerCase()).some((w) => conceptFor(w)?.kind === "outdoor");
  if (!outdoorWord && !matchMotifs(said, 3).some((m) => outside(m) && m.hexcode !== hero.hexcode)) return homes;
  const outdoors = homes.filter((h) => !indoorWords.test(h));
  return outdoors.length ? outdoors : homes;
}

/** A place among a drawing's keywords ("beach", "mountain", "snow"); "sport" and "hike" name none. */
function placeTagOf(m: Motif): string | undefined {
  const tags = motifTags(m.hexcode);
  return [...tags].find((t) => t !== "sport" && t !== "hike" && !!settingConcept(t));
}

/** A thing as large as a person beside them: a creature, a large thing or a figure (a snowman, a statue), never a flier. */
const asLarge = (m: Motif) =>
  !floats(m) && (isCreature(m) || isLarge(m) || isKindOf(m.annotation.toLowerCase(), "figure"));

/** A place's backdrop across the page (its scene's, else the out of doors) and the foot of the room it leaves for its subject. */
function placeBackdrop(ctx: LayoutContext, area: Box, place: string, words: string) {
  const concept = conceptFor(place);
  const kind = concept?.kind ?? "outdoor";
  const bd = drawSetting({ ctx, area, kind, concept, words, w: backdropLine(ctx.style) });
  return { bd, concept, bottom: Math.min(area.y + area.h * 0.97, bd.hero.y + bd.hero.h) };
}

/** A creature on a bed, a sofa or a chair, in the room it stands in (a bed in a bedroom). */
function furnishedRoom(ctx: LayoutContext, area: Box, related: Stated & { other: Motif }, flip: boolean): string {
  const furniture = inRoomOnly(related.other) ? related.other : related.one;
  const room = roomOf(furniture) ?? "living room";
  const { bd, bottom: floor } = placeBackdrop(ctx, area, room, room);
  const box = { x: area.x, y: bd.hero.y, w: area.w, h: floor - bd.hero.y };
  return bd.back + composeRelation(related, box, box.y, floor, ctx.style.pen, flip, ctx.variation).svg + bd.front;
}

/**
 * Where someone doing a sport or going somewhere does it, by WordNet's kind of the drawing's own
 * doing word: a water sport at the beach, any other sport, a ball game, a run or a walk in the park
 * (a swimmer had swum in a living room, a runner run across its rug).
 */
function sportPlaceOf(m: Motif): string | undefined {
  const tags = motifTags(m.hexcode);
  const doing = [...tags].filter((t) => /ing$/.test(t));
  if (doing.some((t) => isKindOf(t, "water sport"))) return "beach";
  const going = doing.some((t) => ["sport", "locomotion", "exercise"].some((k) => isKindOf(t, k)));
  // A ball game is played out of doors too: a basketball player had bounced the ball on a rug.
  return going || tags.has("sport") || tags.has("run") || tags.has("ball") ? "park" : undefined;
}

/** A place with water to be on: a lake's, a river's, the sea's. */
const wetPlace = (concept: Concept | undefined) => ["lake", "beach"].some((f) => concept?.features?.includes(f));

/**
 * Whether the subject is on the water of its place: a duck, a swan or a boat (`onWater`), or
 * someone doing a water sport on it (a surfer, `sportPlaceOf`). A boat had stood on the beach's
 * grass, a surfer on its path.
 */
const afloatAt = (concept: Concept | undefined, hero: Motif) =>
  wetPlace(concept) &&
  (onWater(hero) || (motifGroup(hero.hexcode) === "people-body" && sportPlaceOf(hero) === "beach"));

/**
 * The kitchen is a home only to a page said with food ("a cat eating fish", "a girl baking
 * cookies"); any other page takes `other` there. A barber had cut hair in a kitchen, two teddy
 * bears had sat in one, a cat with a mermaid's tail stood among its cupboards.
 */
const kitchenOr = (said: string, other: string) =>
  matchMotifs(said, 3).some((m) => motifGroup(m.hexcode) === "food-drink") ? "kitchen" : other;

/** The four places of a habitat's pages: its own, and the places beside it. */
const habitatHomes: Readonly<Record<string, readonly string[]>> = {
  desert: ["desert", "canyon", "desert", "dunes"],
  pond: ["pond", "river", "lake", "pond"],
  jungle: ["jungle", "savanna", "jungle", "savanna"],
  savanna: ["savanna", "savanna", "savanna", "savanna"],
  beach: ["beach", "island", "beach", "beach"],
};

/** The places of a subject's own kind, in the order its pages take them. */
function ownHomes(hero: Motif, said: string): string[] {
  const name = hero.annotation.toLowerCase();
  if (swims(hero)) return ["underwater"];
  if (floats(hero)) return [];
  if (boatAlone(hero)) return ["river", "lake"];
  if (coldThings.test(name) || coldThings.test(said) || wintry(hero) || wintryWords.test(said))
    return ["snow", "snowy mountain", "snowy forest", "snow"];
  if (/\b(?:cat|kitten|dog|puppy|poodle|rabbit|bunny|hamster|mouse|teddy|guinea pig|parrot)\b/.test(name))
    return ["living room", "garden", "bedroom", kitchenOr(said, "garden")];
  if (/\b(?:cow|pig|horse|sheep|ewe|ram|chicken|hen|rooster|goat|duck|donkey|llama|tractor)\b/.test(name))
    return ["farm", "garden", "mountain", "river"];
  if (/\b(?:fox|bear|deer|owl|hedgehog|squirrel|wolf|raccoon|badger|moose|beaver|boar|chipmunk)\b/.test(name))
    return ["forest", "mountain", "river", "garden"];
  // An animal of a habitat, or a plant tagged with its place (a cactus: the desert), is drawn
  // where it lives (themes.ts `habitatOf`): a frog had sat among the mountains' pines, a lion and
  // a camel in a pine forest, a cactus among the firs.
  const lives =
    motifGroup(hero.hexcode) === "animals-nature" ? (habitatOf(hero.hexcode) ?? placeTagOf(hero)) : undefined;
  const habitat = lives && Object.hasOwn(habitatHomes, lives) ? habitatHomes[lives] : undefined;
  if (habitat) return [...habitat];
  if (
    /\b(?:lion|tiger|elephant|giraffe|zebra|monkey|gorilla|rhinoceros|hippopotamus|leopard|camel|kangaroo|koala|panda|sloth)\b/.test(
      name,
    )
  )
    return ["forest", "garden", "mountain", "river"];
  if (/\b(?:dinosaur|sauropod|t-rex)\b/.test(name)) return ["forest", "mountain", "river", "garden"];
  // Someone doing something where it is done (a surfer at the beach, a climber on a mountain, a
  // skier in the snow), by the drawing's own keywords: a surfer had surfed in a kitchen.
  const where = motifGroup(hero.hexcode) === "people-body" ? (placeTagOf(hero) ?? sportPlaceOf(hero)) : undefined;
  if (where) return [where];
  // A unicorn is as large as a horse: out of doors, never in a living room among the furniture
  // (three unicorns had stood on a rug in one).
  if (/\b(?:unicorn|alicorn|pegasus)\b/.test(name)) return ["garden", "forest", "mountain", "river"];
  // Someone drawn in their work's clothes (a construction worker, a firefighter, a pilot) is out
  // at work, never at home in a bedroom: a woman construction worker had stood in a living room.
  if (
    /^(?:man|woman|person) (?!with |in |wearing |feeding )[a-z]/.test(name) &&
    motifGroup(hero.hexcode) === "people-body"
  )
    return ["park", "garden", kitchenOr(said, "park"), "garden"];
  if (/\b(?:person|man|woman|girl|boy|child|baby|princess|prince|fairy|robot)\b/.test(name))
    return ["garden", "living room", "bedroom", kitchenOr(said, "park")];
  return ["garden", "forest", "mountain", "river"];
}

/**
 * A made thing, a food or a symbol (a pretzel, a camera, a bowl of soup, a heart, a pentagon) is
 * kept indoors: alone on its page it has no place among hills and trees and no sky (`thingAlone`).
 * So is any small thing that lives nowhere: a ball or a toy (emojibase's activities, not a feast's
 * things, which keep their night or snow), a part of a body (an eye, a hand: people-body 16–22),
 * a leaf, or what an animal leaves (a shell, a feather). Each had stood as tall as the trees on a
 * garden path; a creature, a plant that grows there, a building or a vehicle keeps its place.
 */
const keptIndoors = (m: Motif) => {
  if (m.pose || swims(m) || floats(m)) return false;
  const group = motifGroup(m.hexcode);
  const sub = motifSubgroup(m.hexcode);
  if (["food-drink", "objects", "symbols"].includes(group) || (group === "activities" && sub !== 60)) return true;
  // A heart or a mark of feeling (emojibase's smileys-emotion 14, 15) is a symbol too: a heart
  // had stood on a garden path as tall as the trees.
  if (group === "smileys-emotion") return sub === 14 || sub === 15;
  if (group === "people-body") return sub >= 16 && sub <= 22;
  if (group !== "animals-nature" || isCreature(m)) return false;
  // Plants (emojibase 40, 41) grow where they are; a leaf has fallen from one, and what WordNet
  // puts under no plant or fungus is picked or made from them (a bouquet, a blossom, a nest, a
  // sheaf of rice): alone on an Easter page a bouquet and a nest had stood on steep mounds of grass.
  if (sub !== 40 && sub !== 41) return true;
  const name = m.annotation.toLowerCase();
  return (
    name.split(" ").some((w) => isKindOf(w, "leaf")) ||
    ![name, name.split(" ").at(-1) ?? name].some((w) => isKindOf(w, "plant", 20) || isKindOf(w, "fungus", 20))
  );
};

/**
 * A thing alone's eight looks (`thingAlone`): its share of the page's height and where it stands
 * down the room the rest leaves (0 at the top): four sizes in the middle, two high and two low,
 * the band of stars the larger on the other side, each reaching the page's top and bottom
 * quarters. Four sizes had drawn four pictures twice a batch.
 */
const thingLooks: ReadonlyArray<readonly [number, number]> = [
  [0.72, 0.5],
  [0.7, 0.8],
  [0.7, 0.2],
  [0.86, 0.5],
  [0.64, 0.5],
  [0.8, 1],
  [0.8, 0],
  [0.78, 0.5],
];

/**
 * A thing kept indoors alone: large on the page (as wide as the page allows, its height the
 * page's variation), on a table's edge when it stands upright (a cup, a cake, a plant), and stars
 * and sparkles to colour in the bands of page it leaves above and below.
 */
function thingAlone(ctx: LayoutContext, area: Box, hero: Motif, flip: boolean): string {
  const pen = ctx.style.pen;
  const [share, at] = thingLooks[ctx.variation] ?? [0.72, 0.5];
  const h = area.h * share;
  const box = { x: area.x + area.w * 0.05, y: area.y + (area.h - h) * at, w: area.w * 0.9, h };
  const fit = fitInk(inkBounds(hero.hexcode, hero.eyes, hero.pose), box, flip, true);
  const bottom = fit.ink.y + fit.ink.h;
  const upright = standsUpright(hero);
  let s = upright ? ground(bottom, area.x + area.w * 0.06, area.x + area.w * 0.94, pen.fine + 1, 0, 0, false) : "";
  s += starBand(ctx, area, { y: area.y, h: fit.ink.y - area.y });
  // Standing high up the page, an upright thing leaves a band below its table's edge to fill too.
  const below = area.y + area.h - bottom;
  if (!upright || below > area.h * 0.3) s += starBand(ctx, area, { y: bottom + (upright ? 20 : 0), h: below });
  return s + drawHero(hero, { x: fit.x, y: fit.y, size: fit.size, flip }, pen, true);
}

/** Three stars and sparkles across a band of page a still life leaves empty, sized to the band. */
function starBand(ctx: LayoutContext, area: Box, band: { y: number; h: number }): string {
  const pen = ctx.style.pen;
  const r = Math.min(60, band.h * 0.32);
  if (r < 16) return "";
  const spots = [0, 1, 2].map((i): [number, number] => [
    area.x + area.w * ((i + 0.5) / 3) + between(ctx.rng, -20, 20),
    band.y + band.h / 2 + (i % 2 ? -1 : 1) * band.h * 0.12,
  ]);
  // An occasion's page has its marks there (a ghost and a spider's web round Halloween's pumpkins).
  const marks = occasionMarksOf(ctx);
  if (marks.length > 0) return occasionExtras(ctx, spots, Math.min(190, band.h), marks);
  return spots
    .map(([x, y], i) => ((i + ctx.variation) % 2 ? sparkle(x, y, r * 0.9, pen.fine) : star(x, y, r, pen.fine)))
    .join("");
}

/**
 * Whether a picture page's subject is drawn in a place (its own phrase's, or space for a thing of
 * space) rather than alone on a plain ground: the scene layout always is.
 */
export function inPlace(keys: Readonly<Record<string, string | undefined>>): boolean {
  return placeIn(keys.subject) || namesPlace(keys.subject) || !!homeOfThings(keys);
}

/** The sky with nothing of its own in it: a page of the sky draws what was asked, nothing unasked. */
const skyAlone: Concept | undefined = (() => {
  const sky = conceptFor("sky");
  return sky && { ...sky, props: [] };
})();

/**
 * Where a page's things live when it names no place: space when every drawn thing is of space
 * (drawn among the stars), the sky when every one is of the sky ("sun and clouds", "sun, moon and
 * stars", "a rainbow": drawn in the sky over a low hill, where they had stood on the grass). Its
 * callers ask only once the phrase's own place (`placeIn`, `namesPlace`, a concept) has none.
 */
function homeOfThings(keys: Readonly<Record<string, string | undefined>>): "space" | "sky" | Room | undefined {
  if (keys.setting) return undefined;
  const found = matchMotifs((keys.subject ?? "").toLowerCase(), 3);
  // A picture in a frame (a shooting star) is a page of its own, not a tile up in a sky.
  if (found.length === 0 || found.some((m) => framedPicture(m.hexcode))) return undefined;
  const drawn = found.map((m) => m.annotation.toLowerCase());
  if (drawn.every(ofSpace)) return "space";
  // An aircraft alone flies: in the sky, never tilted nose-up on a hill.
  if (drawn.every((d) => ofTheSky(d) || isAircraft(d.split(" ").at(-1) ?? ""))) return "sky";
  return found[0] && roomOf(found[0]);
}

/** The backdrop of the things' home: space's, the sky with nothing of its own in it, or its room. */
const homeConcept = (home: "space" | "sky" | Room | undefined) =>
  home === "sky" ? skyAlone : home === undefined ? undefined : conceptFor(home);

/** Creatures and things of snow and ice: their page is snowy wherever it is set. */
const coldThings =
  /\b(?:penguin|polar bear|walrus|arctic fox|snowman|snowmen|igloo|husky|sled|skis?|skier|snowboard\w*|ice skate|yeti)\b/;

/** Whether the page is snowy: its words say so ("in the snow", "winter") or a drawn thing lives there. */
function isCold(ctx: LayoutContext, things: ReadonlyArray<Motif | undefined>): boolean {
  // The page's occasion is said of it too ("an xmas fir": the fir, Christmas's marks, the snow).
  const said = wordsOf(ctx, "setting", "subject", "mood", "occasion");
  // "husky" is drawn as a dog: the word says where it lives.
  if (saysCold(said) || coldThings.test(said) || wintryWords.test(said)) return true;
  return things.some((m) => !!m && (coldThings.test(m.annotation.toLowerCase()) || wintry(m)));
}

/** Words of the winter's feast: its things are in the snow (a Christmas tree had stood in a summer garden). */
const wintryWords = /\b(?:christmas|xmas|santa)\b/;

/** A thing of the winter's feast by its drawing's keywords (a Christmas tree, Santa), not a birthday's too (a gift). */
const wintry = (m: Motif) => {
  const tags = motifTags(m.hexcode);
  // A thing of the forest (the evergreen tree, keyworded for Christmas too) is there all year.
  return (tags.has("christmas") || tags.has("xmas")) && !tags.has("birthday") && !tags.has("forest");
};

/**
 * Whether the page is at night: a thing of a night's feast by its drawing's keywords (a
 * jack-o'-lantern, a ghost), or said so ("a haunted house", "spooky"): a moon and stars for the
 * sun (a jack-o'-lantern had grinned under a summer sun).
 */
function atNight(ctx: LayoutContext, things: ReadonlyArray<Motif | undefined>): boolean {
  if (nightWords.test(wordsOf(ctx, "setting", "subject", "mood", "occasion"))) return true;
  return things.some((m) => !!m && motifTags(m.hexcode).has("halloween"));
}

/**
 * The phrase names a place the scenes draw without putting anything in it ("a park with a pond
 * and ducks", "the beach at sunset"): `understood` says "park setting", so the page draws it.
 */
function namesPlace(phrase: string | undefined): boolean {
  // A stated relation says where its place is drawn (placeIn): "fishing in a river" is its water.
  if (parseRelation(phrase)) return false;
  return [...settingWords(phrase), ...framedPlaces(phrase)].some((w) => !!settingConcept(w));
}

/** The phrase puts its subject in a place the scenes can draw ("… in a cozy kitchen"). */
function placeIn(phrase: string | undefined): boolean {
  const m = /\b(?:in|inside|at|on)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(.+)$/.exec((phrase ?? "").toLowerCase());
  // A stated relation is drawn in its place when the place is said after it ("a girl riding a
  // bike in the park"); otherwise its words are the relation's ("a cat on a rock").
  const rel = parseRelation(phrase);
  return rel ? relationHasPlace(phrase, rel) : !!m?.[1] && !!conceptFor(m[1]);
}
