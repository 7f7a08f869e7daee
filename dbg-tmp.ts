import { understandPhrase } from "./server/sketch/art.js";
for (const p of ["a platypus", "a quokka", "plumber", "nurse", "dentist", "pyramid", "cowboy", "pirate", "yacht", "knight", "windmill", "a cute cat playing with yarn", "zzqx blorp", "slimy blob dancing", "hermit with a lantern", "bear baker", "puppies", "teddy bear", "fire truck"]) {
  console.log(p, "→", understandPhrase(p).map((u) => `${u.word}:${u.drawnAs}${u.exact ? "" : "~"}`).join(" "));
}
