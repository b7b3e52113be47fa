/** A small seeded generator (mulberry32) for random-operation tests, so a failure can be replayed. */
export function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T | undefined => items[int(0, items.length - 1)];
  /** One of the choices, each as likely as its weight. */
  const weighted = <T>(choices: ReadonlyArray<readonly [number, T]>): T => {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [weight, choice] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    const last = choices.at(-1);
    if (!last) throw new Error('no choices');
    return last[1];
  };
  return { next, int, pick, weighted };
}

export type Random = ReturnType<typeof random>;
