// A small seeded generator (mulberry32). Every fuzz case draws from its own generator, made from the
// run's seed and the case's number, so one case replays alone (FUZZ_SEED + FUZZ_CASE) whatever ran
// before it or alongside it.

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul((index + 0x7f4a7c15) | 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x45d9f3b);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** The generator of case `index` in the run seeded with `seed`. */
  static forCase(seed: number, index: number): Random {
    return new Random(mix(seed, index));
  }

  float(): number {
    return this.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [weight, value] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [number, T])[1];
  }

  hex(length: number): string {
    let out = "";
    for (let i = 0; i < length; i += 1) out += "0123456789abcdef"[this.int(0, 15)];
    return out;
  }

  uuid(): string {
    const variant = "89ab"[this.int(0, 3)];
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }

  word(length = this.int(1, 12)): string {
    let out = "";
    for (let i = 0; i < length; i += 1) out += "abcdefghijklmnopqrstuvwxyz0123456789-_"[this.int(0, 37)];
    return out;
  }
}
