// Random operation sequences on the JDK's own java.util.concurrent.ConcurrentHashMap, with the iteration order
// each one leaves: the evidence Tests/OverlayIdentityTests/ConcurrentMapJDKTests replays against the Swift model.
// The keys collide on purpose (strings of "Aa"/"BB" blocks share a hash; other keys are picked to share their low
// bits), so bins grow into red-black trees, lose keys until the JDK finds them too small, and split on resize.
//
//   java JdkConcurrentHashMapOrders.java SEED COUNT [--verbose] > orders.txt
//
// Output, per sequence: "S <ops>" (each "+key" a put, "-key" a remove), "D <digest>" (FNV-1a 64 over the order
// after every operation: each key's characters and a space, a newline after each order), "O <final order>".
// --verbose adds "o <order>" after every operation instead of the digest alone, for finding where two models part.

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

public class JdkConcurrentHashMapOrders {
    static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    static int spread(int h) { return (h ^ (h >>> 16)) & 0x7fffffff; }

    static String randomKey(SplittableRandom random, int minLength, int maxLength) {
        int length = random.nextInt(minLength, maxLength + 1);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        return text.toString();
    }

    /** Up to `limit` keys `prefix + blocks`, each block "Aa" or "BB": all with one hash. */
    static List<String> family(SplittableRandom random, String prefix, int blocks, int limit) {
        List<String> keys = new ArrayList<>();
        for (int bits = 0; bits < (1 << blocks); bits++) {
            StringBuilder key = new StringBuilder(prefix);
            for (int b = 0; b < blocks; b++) key.append(((bits >> b) & 1) == 0 ? "Aa" : "BB");
            keys.add(key.toString());
        }
        List<String> chosen = new ArrayList<>();
        while (!keys.isEmpty() && chosen.size() < limit) chosen.add(keys.remove(random.nextInt(keys.size())));
        return chosen;
    }

    /** `count` keys whose spread hash differs from `hash` but agrees with it in the bits of `mask`. */
    static List<String> neighbours(SplittableRandom random, int hash, int mask, int count) {
        List<String> keys = new ArrayList<>();
        int target = spread(hash) & mask;
        while (keys.size() < count) {
            String key = randomKey(random, 3, 5);
            int h = spread(key.hashCode());
            if ((h & mask) == target && h != spread(hash) && !keys.contains(key)) keys.add(key);
        }
        return keys;
    }

    static String pick(SplittableRandom random, List<String> keys) { return keys.get(random.nextInt(keys.size())); }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        int count = Integer.parseInt(args[1]);
        boolean verbose = args.length > 2 && args[2].equals("--verbose");
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder out = new StringBuilder();
        for (int sequence = 0; sequence < count; sequence++) {
            List<String> colliding = new ArrayList<>();
            List<String> near = new ArrayList<>();
            int families = random.nextInt(1, 4);
            for (int f = 0; f < families; f++) {
                String prefix = random.nextBoolean() ? "" : randomKey(random, 1, 2);
                List<String> keys = family(random, prefix, random.nextInt(3, 6), random.nextInt(8, 25));
                colliding.addAll(keys);
                int hash = keys.get(0).hashCode();
                near.addAll(neighbours(random, hash, 255, random.nextInt(0, 6)));
                near.addAll(neighbours(random, hash, 127, random.nextInt(0, 6)));
                near.addAll(neighbours(random, hash, 63, random.nextInt(0, 6)));
            }
            List<String> filler = new ArrayList<>();
            // One sequence in three grows the table past 128 bins while trees are in it, so that resizes split them.
            boolean large = random.nextInt(3) == 0;
            int fillers = large ? random.nextInt(150, 301) : random.nextInt(0, 161);
            while (filler.size() < fillers) {
                String key = randomKey(random, 1, 4);
                if (!filler.contains(key) && !colliding.contains(key) && !near.contains(key)) filler.add(key);
            }
            ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
            List<String> present = new ArrayList<>();
            int length = large ? random.nextInt(250, 451) : random.nextInt(40, 281);
            StringBuilder ops = new StringBuilder("S");
            StringBuilder orders = new StringBuilder();
            long digest = 0xcbf29ce484222325L;
            String order = "";
            for (int step = 0; step < length; step++) {
                double putChance = 0.9 - 0.6 * step / length;
                String key;
                boolean put;
                if (present.isEmpty() || random.nextDouble() < putChance) {
                    put = true;
                    double which = random.nextDouble();
                    if (which < 0.45 || (near.isEmpty() && filler.isEmpty())) key = pick(random, colliding);
                    else if (which < 0.65 && !near.isEmpty()) key = pick(random, near);
                    else key = filler.isEmpty() ? pick(random, near) : pick(random, filler);
                } else {
                    put = false;
                    if (random.nextDouble() < 0.9) {
                        List<String> pool = new ArrayList<>();
                        for (String k : present) if (colliding.contains(k) || near.contains(k)) pool.add(k);
                        key = pool.isEmpty() || random.nextDouble() < 0.2 ? pick(random, present) : pick(random, pool);
                    } else {
                        key = pick(random, colliding);
                    }
                }
                if (put) {
                    map.put(key, step);
                    if (!present.contains(key)) present.add(key);
                } else {
                    map.remove(key);
                    present.remove(key);
                }
                ops.append(put ? " +" : " -").append(key);
                order = String.join(" ", map.keySet());
                for (String k : map.keySet()) {
                    for (int i = 0; i < k.length(); i++) digest = (digest ^ k.charAt(i)) * 0x100000001b3L;
                    digest = (digest ^ ' ') * 0x100000001b3L;
                }
                digest = (digest ^ '\n') * 0x100000001b3L;
                if (verbose) orders.append("o ").append(order).append('\n');
            }
            out.append(ops).append('\n');
            if (verbose) out.append(orders);
            out.append("D ").append(String.format("%016x", digest)).append('\n');
            out.append("O ").append(order).append('\n');
        }
        System.out.print(out);
    }
}
