/* The exact Kaiser search of search.py, compiled: the same positions, values and rules.
 *
 * Built by pip where a C compiler is present; search.py falls back to its own pure-Python
 * search where this module is missing, and the tests check that both give the same values.
 * A position is four 32-bit hands (bit 8*suit + r, r from the suit's lowest card up), the
 * leader (0 North .. 3 West), the cards already in the trick, trump (-1 at no trump) and the
 * bits of the 5 of hearts and the -3 card. Values are North-South's points from here.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#define TT_BITS 20
#define TT_SIZE (1u << TT_BITS)

typedef struct {
    uint64_t a, b;   /* compressed hands 0-1 and 2-3 */
    uint32_t gen;
    uint8_t meta;    /* leader, 5-live, minus-live */
    int8_t lower, upper;
    int8_t move;     /* the leader's best card found, tried first next time (-1: none) */
} Entry;

static Entry *table = NULL;
static uint32_t generation = 0;
static uint8_t compress[256][256];

typedef struct {
    int trump, plus, minus;
    long nodes;
    double deadline;  /* monotonic seconds; 0 for none */
    int aborted;
} Ctx;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static const uint32_t SUIT_MASK[4] = {0xFFu, 0xFF00u, 0xFF0000u, 0xFF000000u};

static int winner_offset(const int *trick, int n, int trump) {
    int best = 0;
    for (int i = 1; i < n; i++) {
        int c = trick[i], w = trick[best];
        if ((c >> 3) == (w >> 3)) {
            if (c > w) best = i;
        } else if ((c >> 3) == trump) {
            best = i;
        }
    }
    return best;
}

/* Heads of runs of equivalent cards, highest first; bit 0 apart when it is special. */
static int run_heads(int mine, int others, int special, int *out) {
    int n = 0, previous = 0;
    for (int b = 7; b >= 0; b--) {
        if (mine >> b & 1) {
            if (!previous || (special && b == 0)) out[n++] = b;
            previous = 1;
        } else if (others >> b & 1) {
            previous = 0;
        }
    }
    return n;
}

static int card_points(const Ctx *x, int bit) {
    return bit == x->plus ? 5 : bit == x->minus ? -3 : 0;
}

static int follow(Ctx *x, uint32_t *h, int leader, int n, int led, int win_bit, int win_seat,
                  int points, int alpha, int beta);

static int trick_start(Ctx *x, uint32_t *h, int leader, int alpha, int beta) {
    if (x->aborted) return 0;
    if ((++x->nodes & 1023) == 0 && x->deadline > 0 && now() > x->deadline) {
        x->aborted = 1;
        return 0;
    }
    uint32_t live = h[0] | h[1] | h[2] | h[3];
    if (!live) return 0;
    int left = __builtin_popcount(h[0]);
    int plus_live = live >> x->plus & 1, minus_live = live >> x->minus & 1;
    if (left == 1) {
        int trick[4];
        for (int i = 0; i < 4; i++) trick[i] = 31 - __builtin_clz(h[(leader + i) & 3]);
        int won = winner_offset(trick, 4, x->trump);
        int pts = 1 + 5 * plus_live - 3 * minus_live;
        return ((leader + won) & 1) == 0 ? pts : 0;
    }
    int hi = left + 5 * plus_live;
    int lo = minus_live ? -2 : 0;
    if (hi <= alpha) return hi;
    if (lo >= beta) return lo;
    uint32_t c[4];
    for (int s = 0; s < 4; s++) {
        uint32_t v = 0;
        for (int suit = 0; suit < 4; suit++) {
            int l = live >> (8 * suit) & 0xFF, m = h[s] >> (8 * suit) & 0xFF;
            v |= (uint32_t)compress[l][m] << (8 * suit);
        }
        c[s] = v;
    }
    uint64_t ka = (uint64_t)c[0] << 32 | c[1], kb = (uint64_t)c[2] << 32 | c[3];
    uint8_t meta = (uint8_t)(leader << 2 | plus_live << 1 | minus_live);
    uint64_t hash = (ka * 0x9E3779B97F4A7C15ull) ^ (kb * 0xC2B2AE3D27D4EB4Full) ^ meta;
    Entry *e = &table[(hash >> 17) & (TT_SIZE - 1)];
    int found = e->gen == generation && e->a == ka && e->b == kb && e->meta == meta;
    int lower = -100, upper = 100, hint = -1;
    if (found) {
        hint = e->move;
        lower = e->lower;
        upper = e->upper;
        if (lower >= beta) return lower;
        if (upper <= alpha) return upper;
        if (lower == upper) return lower;
        if (lower > lo) lo = lower;
        if (upper < hi) hi = upper;
    }
    if (lo == hi) return lo;
    if (lo > alpha) alpha = lo;
    if (hi < beta) beta = hi;
    int a0 = alpha, b0 = beta;
    int maximise = (leader & 1) == 0;
    int best = maximise ? -100 : 100;
    uint32_t mine = h[leader];
    int order[8], no = 0, rest[8], nr = 0, heads[8];
    for (int suit = 0; suit < 4; suit++) {
        int base = suit * 8;
        int m = mine >> base & 0xFF;
        if (!m) continue;
        int others = (live & ~mine) >> base & 0xFF;
        int special = base == (x->plus & ~7) || base == (x->minus & ~7);
        int k = run_heads(m, others, special, heads);
        for (int i = 0; i < k; i++) {
            int bit = base + heads[i];
            if (bit == x->plus || bit == x->minus) continue;
            if (i == 0 && (others >> heads[i]) == 0) order[no++] = bit;
            else rest[nr++] = bit;
        }
    }
    for (int i = 1; i < nr; i++)   /* the rest high to low */
        for (int j = i; j > 0 && rest[j] > rest[j - 1]; j--) {
            int t = rest[j]; rest[j] = rest[j - 1]; rest[j - 1] = t;
        }
    for (int i = 0; i < nr; i++) order[no++] = rest[i];
    if (mine >> x->plus & 1) order[no++] = x->plus;
    if (mine >> x->minus & 1) order[no++] = x->minus;
    for (int i = 1; i < no; i++) {  /* the card that was best here before goes first */
        if (order[i] == hint) {
            for (int j = i; j > 0; j--) order[j] = order[j - 1];
            order[0] = hint;
            break;
        }
    }
    int best_move = -1;
    for (int i = 0; i < no; i++) {
        int bit = order[i];
        h[leader] = mine & ~(1u << bit);
        int v = follow(x, h, leader, 1, bit >> 3, bit, leader, 1 + card_points(x, bit),
                       alpha, beta);
        if (maximise ? v > best : v < best) best_move = bit;
        if (maximise) {
            if (v > best) { best = v; if (v > alpha) alpha = v; }
        } else if (v < best) {
            best = v; if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    h[leader] = mine;
    if (x->aborted) return 0;
    if (best <= a0) { if (best < upper) upper = best; }
    else if (best >= b0) { if (best > lower) lower = best; }
    else lower = upper = best;
    e->a = ka; e->b = kb; e->meta = meta; e->gen = generation;
    e->lower = (int8_t)lower; e->upper = (int8_t)upper; e->move = (int8_t)best_move;
    return best;
}

static int follow(Ctx *x, uint32_t *h, int leader, int n, int led, int win_bit, int win_seat,
                  int points, int alpha, int beta) {
    int seat = (leader + n) & 3;
    uint32_t mine = h[seat];
    uint32_t fol = mine & SUIT_MASK[led];
    uint32_t legal = fol ? fol : mine;
    uint32_t live = h[0] | h[1] | h[2] | h[3];
    int partner_winning = ((win_seat ^ seat) & 1) == 0;
    int win_suit = win_bit >> 3;
    int beats[8], nb = 0, loses[8], nl = 0, heads[8];
    for (int suit = 0; suit < 4; suit++) {
        int base = suit * 8;
        int m = legal >> base & 0xFF;
        if (!m) continue;
        int others = (live & ~mine) >> base & 0xFF;
        if (suit == win_suit) others |= 1 << (win_bit & 7);
        int special = base == (x->plus & ~7) || base == (x->minus & ~7);
        int k = run_heads(m, others, special, heads);
        for (int i = 0; i < k; i++) {
            int bit = base + heads[i];
            int wins = suit == win_suit ? bit > win_bit : suit == x->trump;
            if (wins) beats[nb++] = bit; else loses[nl++] = bit;
        }
    }
    int order[8], no = 0;
    if (partner_winning) {
        for (int i = nl - 1; i >= 0; i--) if (loses[i] == x->plus) order[no++] = loses[i];
        for (int i = nl - 1; i >= 0; i--) if (loses[i] != x->plus) order[no++] = loses[i];
        for (int i = nb - 1; i >= 0; i--) order[no++] = beats[i];
    } else {
        for (int i = nb - 1; i >= 0; i--) order[no++] = beats[i];
        for (int i = nl - 1; i >= 0; i--) if (loses[i] == x->minus) order[no++] = loses[i];
        for (int i = nl - 1; i >= 0; i--) if (loses[i] != x->minus) order[no++] = loses[i];
    }
    int maximise = (seat & 1) == 0;
    int best = maximise ? -100 : 100;
    for (int i = 0; i < no; i++) {
        int bit = order[i];
        int takes = (bit >> 3) == (win_bit >> 3) ? bit > win_bit : (bit >> 3) == x->trump;
        int p = points + card_points(x, bit);
        int w_seat = takes ? seat : win_seat;
        h[seat] = mine & ~(1u << bit);
        int v;
        if (n == 3) {
            int gained = (w_seat & 1) == 0 ? p : 0;
            v = gained + trick_start(x, h, w_seat, alpha - gained, beta - gained);
        } else {
            v = follow(x, h, leader, n + 1, led, takes ? bit : win_bit, w_seat, p, alpha, beta);
        }
        if (maximise) {
            if (v > best) { best = v; if (v > alpha) alpha = v; }
        } else if (v < best) {
            best = v; if (v < beta) beta = v;
        }
        if (alpha >= beta || x->aborted) break;
    }
    h[seat] = mine;
    return best;
}

static int search(Ctx *x, const uint32_t *hands, int leader, const int *trick, int n,
                  int alpha, int beta) {
    uint32_t h[4] = {hands[0], hands[1], hands[2], hands[3]};
    if (n == 0) return trick_start(x, h, leader, alpha, beta);
    int win = winner_offset(trick, n, x->trump);
    int points = 1;
    for (int i = 0; i < n; i++) points += card_points(x, trick[i]);
    return follow(x, h, leader, n, trick[0] >> 3, trick[win], (leader + win) & 3, points,
                  alpha, beta);
}

static int mtdf(Ctx *x, const uint32_t *hands, int leader, const int *trick, int n) {
    int lo = -20, hi = 20, guess = 5;
    while (lo < hi && !x->aborted) {
        int beta = guess == lo ? guess + 1 : guess;
        guess = search(x, hands, leader, trick, n, beta - 1, beta);
        if (guess < beta) hi = guess; else lo = guess;
    }
    return guess;
}

/* Read (hands, leader, trick, trump, plus, minus) from Python. */
static int read_position(PyObject *args, uint32_t *hands, int *leader, int *trick, int *n,
                         Ctx *x, PyObject **extra) {
    PyObject *hand_seq, *trick_seq;
    double limit = 0;
    *extra = NULL;
    if (!PyArg_ParseTuple(args, "OiOiii|dO", &hand_seq, leader, &trick_seq, &x->trump, &x->plus,
                          &x->minus, &limit, extra))
        return 0;
    x->deadline = limit > 0 ? now() + limit : 0;
    x->aborted = 0;
    PyObject *hs = PySequence_Fast(hand_seq, "hands must be a sequence");
    if (!hs) return 0;
    if (PySequence_Fast_GET_SIZE(hs) != 4) {
        Py_DECREF(hs);
        PyErr_SetString(PyExc_ValueError, "four hands");
        return 0;
    }
    for (int i = 0; i < 4; i++) {
        hands[i] = (uint32_t)PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(hs, i));
    }
    Py_DECREF(hs);
    PyObject *ts = PySequence_Fast(trick_seq, "trick must be a sequence");
    if (!ts) return 0;
    *n = (int)PySequence_Fast_GET_SIZE(ts);
    if (*n > 3) {
        Py_DECREF(ts);
        PyErr_SetString(PyExc_ValueError, "a trick in progress has at most three cards");
        return 0;
    }
    for (int i = 0; i < *n; i++) trick[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(ts, i));
    Py_DECREF(ts);
    if (PyErr_Occurred()) return 0;
    x->nodes = 0;
    return 1;
}

static void new_generation(void) {
    if (++generation == 0) {
        memset(table, 0, sizeof(Entry) * TT_SIZE);
        generation = 1;
    }
}

static PyObject *py_value(PyObject *self, PyObject *args) {
    uint32_t hands[4]; int leader, trick[4], n; Ctx x; PyObject *extra;
    if (!read_position(args, hands, &leader, trick, &n, &x, &extra)) return NULL;
    new_generation();
    int v = mtdf(&x, hands, leader, trick, n);
    if (x.aborted) Py_RETURN_NONE;
    return PyLong_FromLong(v);
}

static PyObject *py_at_least(PyObject *self, PyObject *args) {
    uint32_t hands[4]; int leader, trick[4], n; Ctx x; PyObject *extra;
    if (!read_position(args, hands, &leader, trick, &n, &x, &extra)) return NULL;
    if (!extra) { PyErr_SetString(PyExc_TypeError, "a target is needed"); return NULL; }
    long target = PyLong_AsLong(extra);
    if (PyErr_Occurred()) return NULL;
    new_generation();
    int v = search(&x, hands, leader, trick, n, (int)target - 1, (int)target);
    if (x.aborted) Py_RETURN_NONE;
    return PyBool_FromLong(v >= target);
}

/* The exact value after each legal move of the player to move, sharing one table. */
static PyObject *py_move_values(PyObject *self, PyObject *args) {
    uint32_t hands[4]; int leader, trick[4], n; Ctx x; PyObject *extra;
    if (!read_position(args, hands, &leader, trick, &n, &x, &extra)) return NULL;
    new_generation();
    int seat = (leader + n) & 3;
    uint32_t legal = hands[seat];
    if (n > 0 && (legal & SUIT_MASK[trick[0] >> 3])) legal &= SUIT_MASK[trick[0] >> 3];
    PyObject *out = PyDict_New();
    if (!out) return NULL;
    for (int bit = 0; bit < 32; bit++) {
        if (!(legal >> bit & 1)) continue;
        uint32_t h[4] = {hands[0], hands[1], hands[2], hands[3]};
        h[seat] &= ~(1u << bit);
        int t[4]; memcpy(t, trick, sizeof(int) * 4); t[n] = bit;
        int v;
        if (n == 3) {
            int won = (leader + winner_offset(t, 4, x.trump)) & 3;
            int pts = 1;
            for (int i = 0; i < 4; i++) pts += card_points(&x, t[i]);
            int gained = (won & 1) == 0 ? pts : 0;
            v = gained + mtdf(&x, h, won, t, 0);
        } else {
            v = mtdf(&x, h, leader, t, n + 1);
        }
        if (x.aborted) {
            Py_DECREF(out);
            Py_RETURN_NONE;
        }
        PyObject *key = PyLong_FromLong(bit), *val = PyLong_FromLong(v);
        if (!key || !val || PyDict_SetItem(out, key, val) < 0) {
            Py_XDECREF(key); Py_XDECREF(val); Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(key); Py_DECREF(val);
    }
    return out;
}

static PyMethodDef methods[] = {
    {"value", py_value, METH_VARARGS, "North-South's exact points from the position."},
    {"at_least", py_at_least, METH_VARARGS, "Whether North-South can take the target."},
    {"move_values", py_move_values, METH_VARARGS, "Exact points after each legal move."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_search", NULL, -1, methods};

PyMODINIT_FUNC PyInit__search(void) {
    for (int live = 0; live < 256; live++) {
        for (int sub = 0; sub < 256; sub++) {
            if (sub & ~live) continue;
            int packed = 0, i = 0;
            for (int b = 0; b < 8; b++) {
                if (live >> b & 1) {
                    if (sub >> b & 1) packed |= 1 << i;
                    i++;
                }
            }
            compress[live][sub] = (uint8_t)packed;
        }
    }
    table = (Entry *)PyMem_Calloc(TT_SIZE, sizeof(Entry));
    if (!table) return PyErr_NoMemory();
    generation = 1;
    return PyModule_Create(&module);
}
