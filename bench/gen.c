/*
 * gen.c - a deterministic corpus of OpenAI Chat sessions for the benchmark.
 *
 *	gen [-s seed] -z T|S|M|L outdir		the corpus of a scale
 *	gen [-s seed] -n sessions -m mean outdir	the same, sized by hand
 *	gen [-s seed] -a items [-i id] [-k maxkb] outdir	one long session
 *
 * outdir becomes a JSON Lines directory store: one <id>.jsonl per session,
 * one compact item per line ('\n'-terminated), and an <id>.meta.json
 * sidecar {"created_at":MS}.  The same seed always gives the same bytes:
 * every session draws from its own generator, seeded from the seed and its
 * index, so nothing depends on timing, the environment or the libc.
 *
 * A session is a system prompt, then turns: a user message, zero to three
 * tool rounds (an assistant message with 1-4 parallel tool_calls whose
 * arguments are JSON strings, then one role "tool" message per call, in
 * shuffled order) and a final assistant answer.  Sessions end on a whole
 * turn, so every call is answered: the corpus is clean for `check`.
 * Tool outputs are 1-30 KB (log-scale, skewed small; -k sets the maximum) of lines
 * mixing logs, code with quotes and backslashes, JSON with numbers such as
 * 1e-7 and 12345678901234567890, CJK and emoji as UTF-8 and as \u escapes
 * (surrogate pairs included), tabs and ANSI colours.  Some assistant
 * messages carry a "metadata" object with real JSON numbers.
 *
 * Scales: T 10 x ~20 items (tests), S 200 x ~50, M 2000 x ~100 (~0.5 GB),
 * L 5000 x ~200 (~2.5 GB).
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* --- random numbers: splitmix64 seeding a xoshiro256** --------------- */

struct rng {
	uint64_t s[4];
};

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static void
rng_seed(struct rng *r, uint64_t seed, uint64_t stream)
{
	uint64_t x = seed * UINT64_C(0x2545f4914f6cdd1d) ^ stream;

	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&x);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s, res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

/* Uniform in [0, n). */
static uint32_t
rng_below(struct rng *r, uint32_t n)
{
	return (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

/* Uniform in [lo, hi]. */
static uint32_t
rng_range(struct rng *r, uint32_t lo, uint32_t hi)
{
	return lo + rng_below(r, hi - lo + 1);
}

/* Uniform in [0, 1). */
static double
rng_unit(struct rng *r)
{
	return (double)(rng_next(r) >> 11) * 0x1.0p-53;
}

#define PICK(r, a)	((a)[rng_below((r), sizeof(a) / sizeof((a)[0]))])

/* --- output buffer ---------------------------------------------------- */

struct out {
	char	*p;
	size_t	 n, cap;
};

static void
die(const char *fmt, ...)
{
	va_list ap;

	fputs("gen: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static void
grow(struct out *o, size_t more)
{
	if (o->n + more <= o->cap)
		return;
	while (o->n + more > o->cap)
		o->cap = o->cap ? o->cap * 2 : 1 << 16;
	if ((o->p = realloc(o->p, o->cap)) == NULL)
		die("out of memory");
}

static void
put(struct out *o, const char *s, size_t n)
{
	grow(o, n);
	memcpy(o->p + o->n, s, n);
	o->n += n;
}

static void
puts_(struct out *o, const char *s)
{
	put(o, s, strlen(s));
}

static void
putf(struct out *o, const char *fmt, ...)
{
	va_list ap;
	int n;

	grow(o, 256);
	va_start(ap, fmt);
	n = vsnprintf(o->p + o->n, o->cap - o->n, fmt, ap);
	va_end(ap);
	if (n < 0)
		die("vsnprintf failed");
	if ((size_t)n >= o->cap - o->n) {
		grow(o, (size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(o->p + o->n, o->cap - o->n, fmt, ap);
		va_end(ap);
	}
	o->n += (size_t)n;
}

/* Append raw text s as the inside of a JSON string: quotes, backslashes
 * and control characters escaped, everything else (UTF-8) as is. */
static void
put_esc(struct out *o, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";

	grow(o, n * 6);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		char *d = o->p + o->n;

		switch (c) {
		case '"':  d[0] = '\\'; d[1] = '"'; o->n += 2; break;
		case '\\': d[0] = '\\'; d[1] = '\\'; o->n += 2; break;
		case '\n': d[0] = '\\'; d[1] = 'n'; o->n += 2; break;
		case '\t': d[0] = '\\'; d[1] = 't'; o->n += 2; break;
		case '\r': d[0] = '\\'; d[1] = 'r'; o->n += 2; break;
		default:
			if (c < 0x20) {
				memcpy(d, "\\u00", 4);
				d[4] = hex[c >> 4];
				d[5] = hex[c & 15];
				o->n += 6;
			} else {
				*d = (char)c;
				o->n++;
			}
		}
	}
}

static void
esc(struct out *o, const char *s)
{
	put_esc(o, s, strlen(s));
}

/* A formatted fragment, escaped. */
static void
escf(struct out *o, const char *fmt, ...)
{
	char tmp[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	if (n < 0)
		die("vsnprintf failed");
	put_esc(o, tmp, (size_t)n < sizeof(tmp) ? (size_t)n : sizeof(tmp) - 1);
}

/* --- vocabulary ------------------------------------------------------- */

static const char *const words[] = {
	"the", "build", "fails", "on", "arm64", "because", "linker", "cannot",
	"find", "libsqlite3", "for", "that", "target", "please", "check", "why",
	"function", "returns", "null", "when", "input", "is", "empty", "and",
	"update", "tests", "config", "parser", "token", "cache", "request",
	"timeout", "retry", "after", "deploy", "migration", "schema", "index",
	"query", "latency", "memory", "leak", "thread", "mutex", "race",
	"handler", "session", "transcript", "weather", "Paris", "Zürich",
	"naïve", "café", "résumé", "Δ", "π≈3.14159", "→", "—", "“quoted”",
};

static const char *const cjk[] = {
	"東京都の天気は晴れです。", "构建在 arm64 上失败了。", "请检查配置文件。",
	"데이터베이스 연결이 끊어졌습니다.", "日本語のテキストと漢字。",
	"错误：找不到文件。", "会话已保存到数据库中。", "ありがとうございます！",
	"中文字符测试：你好，世界。", "한국어 문장 테스트입니다.",
};

static const char *const emoji[] = {
	"🚀", "✅", "❌", "🔥", "🎉", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "🤖", "📦", "⚠️", "😀",
};

/* Fragments written as \u escapes inside JSON strings, raw. */
static const char *const uesc[] = {
	"caf\\u00e9", "\\ud83d\\ude80", "\\u4e2d\\u6587", "\\u00fc\\u00df",
	"\\u2014", "\\ud83d\\ude00 ok", "\\u001b[0m", "\\/usr\\/lib", "\\u0000x",
	"\\uD83C\\uDF89", "\\u00e9t\\u00e9",
};

static const char *const tools[] = {
	"read_file", "run_shell", "search_code", "get_weather", "http_get",
	"list_directory", "query_database", "apply_patch",
};

static const char *const paths[] = {
	"src/main.c", "src/store_sqlite.c", "tests/cli/t1000-items.sh",
	"C:\\\\Users\\\\dev\\\\project\\\\build.log", "docs/日本語/README.md",
	"lib/parser/json.rs", "/var/log/app/worker-3.log", "pkg/api/handler.go",
};

static const char *const sysprompts[] = {
	"You are a careful coding agent. Use the tools to read, search and edit "
	"files; run the tests before you answer. Never invent file contents.",
	"You are a helpful assistant with access to a shell, a web client and a "
	"database. Prefer parallel tool calls when requests are independent.",
	"Tu es un assistant concis. Réponds en français sauf si on te parle "
	"autrement. Utilise les outils pour les données en direct.",
	"あなたは有能なアシスタントです。ツールを使って正確に答えてください。",
};

/* --- text generators (write escaped JSON-string content) --------------- */

static void
sentence(struct rng *r, struct out *o, int nwords)
{
	for (int i = 0; i < nwords; i++) {
		if (i)
			put(o, " ", 1);
		esc(o, PICK(r, words));
	}
	put(o, ".", 1);
}

/* Prose of about n bytes, with occasional CJK, emoji, escapes and quotes. */
static void
prose(struct rng *r, struct out *o, size_t n)
{
	size_t start = o->n;

	while (o->n - start < n) {
		switch (rng_below(r, 10)) {
		case 0:
			esc(o, PICK(r, cjk));
			break;
		case 1:
			esc(o, PICK(r, emoji));
			put(o, " ", 1);
			break;
		case 2:
			puts_(o, PICK(r, uesc));
			put(o, " ", 1);
			break;
		case 3:
			escf(o, "Run `make CFLAGS=\"-O0 -g\"` then \\path\\to\\x. ");
			break;
		case 4:
			esc(o, "\n\n");
			break;
		default:
			sentence(r, o, (int)rng_range(r, 4, 14));
			put(o, " ", 1);
		}
	}
}

/* One line of tool output, escaped, ending in an escaped newline. */
static void
tool_line(struct rng *r, struct out *o, unsigned lineno)
{
	switch (rng_below(r, 12)) {
	case 0: case 1:
		escf(o, "2026-%02u-%02uT%02u:%02u:%02u.%03uZ %s worker[%u]: processed %u items in %u.%04us\n",
		    rng_range(r, 1, 12), rng_range(r, 1, 28), rng_below(r, 24),
		    rng_below(r, 60), rng_below(r, 60), rng_below(r, 1000),
		    rng_below(r, 4) ? "INFO" : "WARN", rng_below(r, 65536),
		    rng_below(r, 100000), rng_below(r, 10), rng_below(r, 10000));
		break;
	case 2: case 3:
		escf(o, "%5u\t    if (p[%u] == '\"' && q->s[0] == '\\\\') return \"quoted \\\"%s\\\"\";\n",
		    lineno, rng_below(r, 64), PICK(r, words));
		break;
	case 4:
		escf(o, "{\"id\": 12345678901234567890, \"value\": 1e-7, \"ratio\": %u.%06u, \"big\": -9223372036854775808, \"f\": 6.02214076e23, \"name\": \"%s\"}\n",
		    rng_below(r, 100), rng_below(r, 1000000), PICK(r, words));
		break;
	case 5:
		esc(o, PICK(r, cjk));
		esc(o, PICK(r, cjk));
		esc(o, "\n");
		break;
	case 6:
		esc(o, PICK(r, emoji));
		escf(o, " step %u done ", lineno);
		esc(o, PICK(r, emoji));
		esc(o, "\n");
		break;
	case 7:
		/* \u escapes as they appear in JSON written by other tools */
		puts_(o, PICK(r, uesc));
		put(o, " ", 1);
		puts_(o, PICK(r, uesc));
		esc(o, "\n");
		break;
	case 8:
		escf(o, "-rw-r--r--  1 dev dev %8u Nov %2u 09:%02u %s\n",
		    rng_below(r, 1u << 24), rng_range(r, 1, 30), rng_below(r, 60),
		    PICK(r, paths));
		break;
	case 9:
		escf(o, "\x1b[3%um%s\x1b[0m: expected %u got %u (tolerance 1e-7, seed 12345678901234567890)\r\n",
		    rng_range(r, 1, 6), rng_below(r, 2) ? "FAIL" : "ok",
		    rng_below(r, 1000), rng_below(r, 1000));
		break;
	default:
		sentence(r, o, (int)rng_range(r, 6, 18));
		esc(o, "\n");
	}
}

/* A tool output of about n bytes (of escaped JSON-string content). */
static void
tool_output(struct rng *r, struct out *o, size_t n)
{
	size_t start = o->n;
	unsigned line = 1;

	while (o->n - start < n)
		tool_line(r, o, line++);
}

/* --- items ------------------------------------------------------------ */

struct gen {
	struct rng	 r;
	size_t		 min_out, max_out;	/* tool output bytes */
};

static void
call_id(struct rng *r, char id[32])
{
	static const char al[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

	memcpy(id, "call_", 5);
	for (int i = 0; i < 24; i++)
		id[5 + i] = al[rng_below(r, sizeof(al) - 1)];
	id[29] = '\0';
}

static size_t
out_size(struct gen *g)
{
	double lo = log((double)g->min_out), hi = log((double)g->max_out);

	/* log-uniform skewed towards small outputs: mean ~4.7 KB for
	 * 1-30 KB, so that M is ~0.5 GB */
	return (size_t)exp(lo + (hi - lo) * pow(rng_unit(&g->r), 2.5));
}

static void
item_system(struct gen *g, struct out *o)
{
	puts_(o, "{\"role\":\"system\",\"content\":\"");
	esc(o, PICK(&g->r, sysprompts));
	puts_(o, "\"}\n");
}

static void
item_user(struct gen *g, struct out *o)
{
	puts_(o, "{\"role\":\"user\",\"content\":\"");
	prose(&g->r, o, rng_range(&g->r, 20, 1200));
	puts_(o, "\"}\n");
}

static void
metadata(struct gen *g, struct out *o)
{
	struct rng *r = &g->r;

	putf(o, ",\"metadata\":{\"latency_s\":%u.%06u,\"score\":1e-7,"
	    "\"trace_id\":12345678901234567890,\"temperature\":0.7,"
	    "\"usage\":{\"prompt_tokens\":%u,\"completion_tokens\":%u,"
	    "\"cost_usd\":%u.%02uE-4},\"flags\":[true,false,null],\"neg\":-0.0}",
	    rng_below(r, 30), rng_below(r, 1000000), rng_range(r, 100, 128000),
	    rng_range(r, 1, 4096), rng_range(r, 1, 9), rng_below(r, 100));
}

static void
item_answer(struct gen *g, struct out *o)
{
	puts_(o, "{\"role\":\"assistant\",\"content\":\"");
	prose(&g->r, o, rng_range(&g->r, 80, 3000));
	put(o, "\"", 1);
	if (rng_below(&g->r, 4) == 0)
		metadata(g, o);
	puts_(o, ",\"refusal\":null}\n");
}

/* Arguments: a JSON object serialised into a JSON string. */
static void
arguments(struct gen *g, struct out *o, const char *tool)
{
	struct rng *r = &g->r;

	put(o, "\"", 1);
	if (strcmp(tool, "get_weather") == 0)
		escf(o, "{\"city\":\"%s\",\"unit\":\"celsius\",\"lat\":%u.%04u,\"lon\":-%u.%04u}",
		    rng_below(r, 2) ? "東京" : "Zürich", rng_below(r, 90),
		    rng_below(r, 10000), rng_below(r, 180), rng_below(r, 10000));
	else if (strcmp(tool, "run_shell") == 0)
		escf(o, "{\"cmd\":\"grep -rn \\\"%s\\\" src/ | head -n %u\",\"timeout_ms\":%u}",
		    PICK(r, words), rng_range(r, 5, 200), rng_range(r, 1000, 600000));
	else if (strcmp(tool, "query_database") == 0)
		escf(o, "{\"sql\":\"SELECT * FROM t WHERE id = 12345678901234567890 AND x < 1e-7\",\"limit\":%u}",
		    rng_range(r, 1, 1000));
	else
		escf(o, "{\"path\":\"%s\",\"offset\":%u,\"max_bytes\":%u,\"pattern\":\"^\\\\s*fn \\\\w+\"}",
		    PICK(r, paths), rng_below(r, 100000), rng_range(r, 1024, 65536));
	put(o, "\"", 1);
}

/* An assistant message with k parallel calls, then the k answers in
 * shuffled order.  Returns the number of items written (k + 1). */
static unsigned
tool_round(struct gen *g, struct out *o, unsigned k)
{
	char ids[4][32];
	unsigned order[4];
	struct rng *r = &g->r;

	if (rng_below(r, 3) == 0) {
		puts_(o, "{\"role\":\"assistant\",\"content\":\"");
		prose(r, o, rng_range(r, 20, 300));
		put(o, "\"", 1);
	} else {
		puts_(o, "{\"role\":\"assistant\",\"content\":null");
	}
	puts_(o, ",\"tool_calls\":[");
	for (unsigned i = 0; i < k; i++) {
		const char *tool = PICK(r, tools);

		call_id(r, ids[i]);
		putf(o, "%s{\"id\":\"%s\",\"type\":\"function\",\"function\":{\"name\":\"%s\",\"arguments\":",
		    i ? "," : "", ids[i], tool);
		arguments(g, o, tool);
		puts_(o, "}}");
		order[i] = i;
	}
	puts_(o, "]}\n");
	for (unsigned i = k; i > 1; i--) {
		unsigned j = rng_below(r, i), t = order[i - 1];

		order[i - 1] = order[j];
		order[j] = t;
	}
	for (unsigned i = 0; i < k; i++) {
		putf(o, "{\"role\":\"tool\",\"tool_call_id\":\"%s\",\"content\":", ids[order[i]]);
		if (rng_below(r, 5) == 0) {
			puts_(o, "[{\"type\":\"text\",\"text\":\"");
			tool_output(r, o, out_size(g));
			puts_(o, "\"}]}\n");
		} else {
			put(o, "\"", 1);
			tool_output(r, o, out_size(g));
			puts_(o, "\"}\n");
		}
	}
	return k + 1;
}

/* A session of about target items (at least 4), ending on a whole turn. */
static uint64_t
session(struct gen *g, struct out *o, uint64_t target)
{
	static const unsigned kw[] = { 1, 1, 1, 1, 2, 2, 2, 3, 3, 4 };
	uint64_t n = 1;

	item_system(g, o);
	while (n < target) {
		unsigned rounds = rng_below(&g->r, 4);

		item_user(g, o);
		n++;
		for (unsigned i = 0; i < rounds; i++)
			n += tool_round(g, o, PICK(&g->r, kw));
		item_answer(g, o);
		n++;
	}
	return n;
}

/* --- files ------------------------------------------------------------ */

static void
write_file(const char *dir, const char *name, const char *suffix,
    const struct out *o)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s%s", dir, name, suffix);
	if ((f = fopen(path, "wb")) == NULL)
		die("%s: %s", path, strerror(errno));
	if (fwrite(o->p, 1, o->n, f) != o->n || fclose(f) == EOF)
		die("%s: write error", path);
}

static void
write_session(const char *dir, const char *id, int64_t created_at,
    const struct out *o)
{
	struct out meta = { NULL, 0, 0 };

	write_file(dir, id, ".jsonl", o);
	putf(&meta, "{\"created_at\":%" PRId64 "}\n", created_at);
	write_file(dir, id, ".meta.json", &meta);
	free(meta.p);
}

static void
uuid(struct rng *r, char id[40])
{
	uint64_t a = rng_next(r), b = rng_next(r);

	snprintf(id, 40, "%08" PRIx64 "-%04" PRIx64 "-4%03" PRIx64 "-%04" PRIx64 "-%012" PRIx64,
	    a >> 32, (a >> 16) & 0xffff, a & 0xfff,
	    0x8000 | (b >> 48 & 0x3fff), b & UINT64_C(0xffffffffffff));
}

static void
usage(void)
{
	fputs("usage: gen [-s seed] -z T|S|M|L outdir\n"
	    "       gen [-s seed] -n sessions -m mean-items outdir\n"
	    "       gen [-s seed] -a items [-i id] [-k max-output-kb] outdir\n", stderr);
	exit(2);
}

static unsigned long
num(const char *s)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || end == s || *end)
		usage();
	return v;
}

int
main(int argc, char **argv)
{
	const int64_t epoch = INT64_C(1767225600000);	/* 2026-01-01 */
	unsigned long seed = 1, sessions = 0, mean = 0, one = 0, maxkb = 0;
	const char *id = "big", *dir;
	struct out o = { NULL, 0, 0 };
	uint64_t items = 0, bytes = 0;
	int c;

	while ((c = getopt(argc, argv, "s:z:n:m:a:i:k:")) != -1) {
		switch (c) {
		case 's': seed = num(optarg); break;
		case 'n': sessions = num(optarg); break;
		case 'm': mean = num(optarg); break;
		case 'a': one = num(optarg); break;
		case 'i': id = optarg; break;
		case 'k': maxkb = num(optarg); break;
		case 'z':
			switch (optarg[0] && !optarg[1] ? optarg[0] : 0) {
			case 'T': sessions = 10; mean = 20; break;
			case 'S': sessions = 200; mean = 50; break;
			case 'M': sessions = 2000; mean = 100; break;
			case 'L': sessions = 5000; mean = 200; break;
			default: usage();
			}
			break;
		default:
			usage();
		}
	}
	if (optind != argc - 1 || (one == 0 && (sessions == 0 || mean < 4)))
		usage();
	dir = argv[optind];
	if (mkdir(dir, 0777) == -1 && errno != EEXIST)
		die("%s: %s", dir, strerror(errno));

	if (one) {
		/* One long session: short outputs (100 B to -k KB, default
		 * 1), so that 100k items stay near 50 MB. */
		struct gen g = { .min_out = 100, .max_out = (maxkb ? maxkb : 1) * 1024 };

		rng_seed(&g.r, seed, UINT64_C(0xa99e2d));
		items = session(&g, &o, one);
		/* Trim to exactly `one` items: cut after the last whole
		 * turn that fits, then pad with user/assistant pairs. */
		{
			size_t cut = 0, line = 0, nl = 0;
			uint64_t keep = 0;

			for (size_t i = 0; i < o.n; i++) {
				if (o.p[i] != '\n')
					continue;
				nl++;
				/* a turn ends with an answer: a line that
				 * starts an assistant message without calls */
				if (nl <= one && memcmp(o.p + line,
				    "{\"role\":\"assistant\",\"content\":\"", 31) == 0 &&
				    memmem(o.p + line, i - line, "\"tool_calls\"", 12) == NULL) {
					cut = i + 1;
					keep = nl;
				}
				line = i + 1;
			}
			o.n = cut;
			while (keep < one) {
				if ((one - keep) % 2) {
					item_answer(&g, &o);
					keep++;
				} else {
					item_user(&g, &o);
					item_answer(&g, &o);
					keep += 2;
				}
			}
			items = keep;
		}
		bytes = o.n;
		write_session(dir, id, epoch, &o);
	} else {
		for (unsigned long s = 0; s < sessions; s++) {
			struct gen g = { .min_out = 1024,
			    .max_out = (maxkb ? maxkb : 30) * 1024 };
			char sid[40];
			uint64_t target;

			rng_seed(&g.r, seed, s);
			uuid(&g.r, sid);
			/* lengths uniform in [mean/5, 9 mean/5] */
			target = rng_range(&g.r, (uint32_t)(mean / 5),
			    (uint32_t)(mean * 9 / 5));
			o.n = 0;
			items += session(&g, &o, target < 4 ? 4 : target);
			bytes += o.n;
			write_session(dir, sid, epoch + (int64_t)s * 61013, &o);
		}
	}
	fprintf(stderr, "gen: %lu session(s), %" PRIu64 " items, %" PRIu64 " bytes in %s\n",
	    one ? 1 : sessions, items, bytes, dir);
	free(o.p);
	return 0;
}
