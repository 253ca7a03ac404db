/*
 * json.c - strict JSON scanner, compactor and pretty-printer; see json.h.
 *
 * The scanner is a loop over one explicit state, with nesting recorded one
 * bit per level (object or array), so hostile depth costs no stack.  String
 * bodies, the bulk of every transcript, are skipped eight bytes at a time
 * when they are plain ASCII.
 */
#include <stdint.h>
#include <string.h>

#include "json.h"

/* Byte classes outside strings. */
#define WS(c)	((c) == ' ' || (c) == '\n' || (c) == '\r' || (c) == '\t')
#define DIGIT(c)	((c) >= '0' && (c) <= '9')

#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	UINT64_C(0x8080808080808080)

/* Nonzero if any byte of w is < 0x20, '"', '\\' or >= 0x80. */
static inline uint64_t
special8(uint64_t w)
{
	uint64_t q = w ^ (ONES * '"'), b = w ^ (ONES * '\\');

	return ((w - ONES * 0x20) | (q - ONES) | (b - ONES) | w) & HIGHS;
}

/*
 * Length of the valid UTF-8 sequence at s[0..n) starting with a byte >=
 * 0x80: > 0 the length, 0 invalid, -1 truncated by the end of input.
 */
static int
utf8_seq(const unsigned char *s, size_t n)
{
	unsigned char c = s[0], lo = 0x80, hi = 0xBF;
	int len;

	if (c >= 0xC2 && c <= 0xDF)
		len = 2;
	else if (c >= 0xE0 && c <= 0xEF) {
		len = 3;
		if (c == 0xE0)
			lo = 0xA0;
		else if (c == 0xED)
			hi = 0x9F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		len = 4;
		if (c == 0xF0)
			lo = 0x90;
		else if (c == 0xF4)
			hi = 0x8F;
	} else
		return 0;
	for (int i = 1; i < len; i++) {
		if ((size_t)i >= n)
			return -1;
		if (s[i] < lo || s[i] > hi)
			return 0;
		lo = 0x80;
		hi = 0xBF;
	}
	return len;
}

int
json_utf8_valid(const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;

	while (i < n) {
		int len;

		if (s[i] < 0x80) {
			i++;
			continue;
		}
		if ((len = utf8_seq(s + i, n - i)) <= 0)
			return 0;
		i += (size_t)len;
	}
	return 1;
}

static int
hexdigit(unsigned char c)
{
	return DIGIT(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/*
 * Scan the string whose opening quote is at s[*ip]; on success *ip is just
 * past the closing quote.
 */
static enum json_result
scan_string(const unsigned char *s, size_t n, size_t *ip, struct json_scan *js)
{
	size_t i = *ip + 1;

	for (;;) {
		uint64_t w;
		unsigned char c;

		while (i + 8 <= n) {
			uint64_t hit;

			memcpy(&w, s + i, 8);
			if ((hit = special8(w)) != 0) {
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
				/* Straight to the first special byte.  The
				 * subtraction's borrow can only mark bytes after
				 * a truly special one, so the lowest mark is
				 * exact. */
				i += (size_t)__builtin_ctzll(hit) >> 3;
#endif
				break;
			}
			i += 8;
		}
		if (i >= n)
			goto incomplete;
		c = s[i];
		if (c == '"') {
			*ip = i + 1;
			return JSON_OK;
		}
		if (c == '\\') {
			if (i + 1 >= n)
				goto incomplete;
			switch (s[i + 1]) {
			case '"': case '\\': case '/': case 'b':
			case 'f': case 'n': case 'r': case 't':
				i += 2;
				continue;
			case 'u':
				for (int k = 2; k < 6; k++) {
					if (i + k >= n)
						goto incomplete;
					if (!hexdigit(s[i + k])) {
						js->err_off = i + k;
						js->err = "invalid \\u escape: "
						    "four hex digits expected";
						return JSON_BAD;
					}
				}
				i += 6;
				continue;
			default:
				js->err_off = i + 1;
				js->err = "invalid escape in string";
				return JSON_BAD;
			}
		}
		if (c < 0x20) {
			js->err_off = i;
			js->err = c == '\n' ? "unescaped newline in string" :
			    "unescaped control character in string";
			return JSON_BAD;
		}
		if (c < 0x80) {
			i++;
			continue;
		}
		{
			int len = utf8_seq(s + i, n - i);

			if (len < 0)
				goto incomplete;
			if (len == 0) {
				js->err_off = i;
				js->err = "invalid UTF-8 in string";
				return JSON_BAD;
			}
			i += (size_t)len;
		}
	}
incomplete:
	js->err_off = n;
	js->err = "unterminated string";
	return JSON_INCOMPLETE;
}

/* Scan a number at s[*ip]; JSON_INCOMPLETE only if it runs to the end. */
static enum json_result
scan_number(const unsigned char *s, size_t n, size_t *ip, struct json_scan *js)
{
	size_t i = *ip;

	if (s[i] == '-')
		i++;
	if (i >= n)
		goto incomplete;
	if (s[i] == '0') {
		i++;
	} else if (DIGIT(s[i])) {
		while (i < n && DIGIT(s[i]))
			i++;
	} else
		goto bad;
	if (i < n && s[i] == '.') {
		if (++i >= n)
			goto incomplete;
		if (!DIGIT(s[i]))
			goto bad;
		while (i < n && DIGIT(s[i]))
			i++;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		if (++i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		if (i >= n)
			goto incomplete;
		if (!DIGIT(s[i]))
			goto bad;
		while (i < n && DIGIT(s[i]))
			i++;
	}
	if (i >= n) {
		*ip = i;
		js->err_off = n;
		js->err = "unexpected end of input";
		return JSON_INCOMPLETE;
	}
	if (DIGIT(s[i])) {	/* 01 */
		js->err_off = i;
		js->err = "invalid number: leading zero";
		return JSON_BAD;
	}
	*ip = i;
	return JSON_OK;
incomplete:
	js->err_off = n;
	js->err = "unexpected end of input";
	return JSON_INCOMPLETE;
bad:
	js->err_off = i;
	js->err = "invalid number";
	return JSON_BAD;
}

static enum json_result
scan_literal(const unsigned char *s, size_t n, size_t *ip, struct json_scan *js)
{
	static const char *const lits[] = { "true", "false", "null" };
	const char *lit = lits[s[*ip] == 't' ? 0 : s[*ip] == 'f' ? 1 : 2];
	size_t len = strlen(lit), i = *ip;

	for (size_t k = 0; k < len; k++) {
		if (i + k >= n) {
			js->err_off = n;
			js->err = "unexpected end of input";
			return JSON_INCOMPLETE;
		}
		if (s[i + k] != (unsigned char)lit[k]) {
			js->err_off = i;
			js->err = "invalid literal";
			return JSON_BAD;
		}
	}
	*ip = i + len;
	return JSON_OK;
}

static size_t
skip_ws(const unsigned char *s, size_t n, size_t i)
{
	while (i < n && WS(s[i]))
		i++;
	return i;
}

static enum json_result
bad(struct json_scan *js, size_t off, const char *msg)
{
	js->err_off = off;
	js->err = msg;
	return JSON_BAD;
}

static enum json_result
unexpected(const unsigned char *s, size_t n, size_t i, struct json_scan *js,
    const char *what)
{
	if (i >= n) {
		js->err_off = n;
		js->err = "unexpected end of input";
		return JSON_INCOMPLETE;
	}
	if (s[i] >= 0x80)
		return bad(js, i, s[i] == 0xEF && i + 2 < n && s[i + 1] == 0xBB &&
		    s[i + 2] == 0xBF ? "byte order mark not allowed here" :
		    "unexpected non-ASCII byte");
	return bad(js, i, what);
}

enum json_result
json_scan(const char *text, size_t n, struct json_scan *js)
{
	const unsigned char *s = (const unsigned char *)text;
	uint64_t stack[(JSON_MAX_DEPTH + 63) / 64];
	size_t i, depth = 0, j;
	enum json_result r;

	memset(js, 0, sizeof(*js));
	i = skip_ws(s, n, 0);
	js->start = i;

value:
	if (i >= n)
		return unexpected(s, n, i, js, NULL);
	switch (s[i]) {
	case '{':
	case '[': {
		int obj = s[i] == '{';

		if (depth >= JSON_MAX_DEPTH)
			return bad(js, i, "nesting too deep (more than 1000 levels)");
		if (obj)
			stack[depth / 64] |= UINT64_C(1) << (depth % 64);
		else
			stack[depth / 64] &= ~(UINT64_C(1) << (depth % 64));
		depth++;
		j = skip_ws(s, n, i + 1);
		js->spaced |= j != i + 1;
		i = j;
		if (i < n && s[i] == (obj ? '}' : ']')) {
			depth--;
			i++;
			goto after;
		}
		if (obj)
			goto key;
		goto value;
	}
	case '"':
		if ((r = scan_string(s, n, &i, js)) != JSON_OK)
			return r;
		goto after;
	case 't':
	case 'f':
	case 'n':
		if ((r = scan_literal(s, n, &i, js)) != JSON_OK)
			return r;
		goto after;
	case '-':
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		r = scan_number(s, n, &i, js);
		if (r == JSON_INCOMPLETE && depth == 0 && i == n)
			goto done;	/* a top-level number ends the input */
		if (r != JSON_OK)
			return r;
		goto after;
	case ']':
	case '}':
		return bad(js, i, "expected a value");
	default:
		return unexpected(s, n, i, js, s[i] == '\'' ?
		    "single quotes are not JSON" : s[i] == '/' ?
		    "comments are not JSON" : "expected a value");
	}

key:
	if (i >= n)
		return unexpected(s, n, i, js, NULL);
	if (s[i] != '"')
		return unexpected(s, n, i, js, s[i] == '}' ?
		    "trailing comma" : "expected a string key");
	if ((r = scan_string(s, n, &i, js)) != JSON_OK)
		return r;
	j = skip_ws(s, n, i);
	js->spaced |= j != i;
	i = j;
	if (i >= n || s[i] != ':')
		return unexpected(s, n, i, js, "expected ':' after an object key");
	j = skip_ws(s, n, i + 1);
	js->spaced |= j != i + 1;
	i = j;
	goto value;

after:
	if (depth == 0)
		goto done;
	j = skip_ws(s, n, i);
	js->spaced |= j != i;
	i = j;
	if (i >= n)
		return unexpected(s, n, i, js, NULL);
	if (stack[(depth - 1) / 64] >> ((depth - 1) % 64) & 1) {
		if (s[i] == '}') {
			depth--;
			i++;
			goto after;
		}
		if (s[i] != ',')
			return unexpected(s, n, i, js, "expected ',' or '}'");
		j = skip_ws(s, n, i + 1);
		js->spaced |= j != i + 1;
		i = j;
		goto key;
	}
	if (s[i] == ']') {
		depth--;
		i++;
		goto after;
	}
	if (s[i] != ',')
		return unexpected(s, n, i, js, "expected ',' or ']'");
	j = skip_ws(s, n, i + 1);
	js->spaced |= j != i + 1;
	i = j;
	if (i < n && s[i] == ']')
		return bad(js, i, "trailing comma");
	goto value;

done:
	js->end = i;
	return JSON_OK;
}

/* Offset just past the string whose opening quote is at s[i] (valid text). */
static size_t
string_end(const char *s, size_t n, size_t i)
{
	i++;
	while (i < n) {
		const char *q = memchr(s + i, '"', n - i);
		size_t k;

		if (q == NULL)
			return n;
		i = (size_t)(q - s);
		/* An even run of backslashes before the quote: it closes. */
		for (k = i; k > 0 && s[k - 1] == '\\'; k--)
			;
		if ((i - k) % 2 == 0)
			return i + 1;
		i++;
	}
	return n;
}

size_t
json_compact(const char *p, size_t n, char *out)
{
	size_t i = 0, o = 0;

	while (i < n) {
		char c = p[i];

		if (c == '"') {
			size_t e = string_end(p, n, i);

			memmove(out + o, p + i, e - i);
			o += e - i;
			i = e;
		} else {
			if (!WS(c))
				out[o++] = c;
			i++;
		}
	}
	return o;
}

static void
indent(struct buf *out, int level)
{
	buf_addc(out, '\n');
	for (int k = 0; k < level; k++)
		buf_add(out, "  ", 2);
}

void
json_pretty(const char *p, size_t n, struct buf *out)
{
	int level = 0;
	size_t i = 0;

	buf_grow(out, n + n / 4);
	while (i < n) {
		char c = p[i];
		size_t e;

		switch (c) {
		case '"':
			e = string_end(p, n, i);
			buf_add(out, p + i, e - i);
			i = e;
			continue;
		case '{':
		case '[':
			if (i + 1 < n && (p[i + 1] == '}' || p[i + 1] == ']')) {
				buf_addc(out, c);
				buf_addc(out, p[i + 1]);
				i += 2;
				continue;
			}
			buf_addc(out, c);
			indent(out, ++level);
			break;
		case '}':
		case ']':
			indent(out, --level);
			buf_addc(out, c);
			break;
		case ',':
			buf_addc(out, c);
			indent(out, level);
			break;
		case ':':
			buf_add(out, ": ", 2);
			break;
		default:
			buf_addc(out, c);
		}
		i++;
	}
}

size_t
json_skip(const char *p, size_t n)
{
	size_t i = 0, depth = 0;

	if (n == 0)
		return 0;
	if (p[0] == '"')
		return string_end(p, n, 0);
	if (p[0] != '{' && p[0] != '[') {	/* number or literal */
		while (i < n && p[i] != ',' && p[i] != '}' && p[i] != ']')
			i++;
		return i;
	}
	while (i < n) {
		char c = p[i];

		if (c == '"') {
			i = string_end(p, n, i);
			continue;
		}
		if (c == '{' || c == '[')
			depth++;
		else if ((c == '}' || c == ']') && --depth == 0)
			return i + 1;
		i++;
	}
	return i;
}

int
json_iter_init(struct json_iter *it, const char *p, size_t n)
{
	if (n < 2 || (p[0] != '{' && p[0] != '['))
		return -1;
	it->p = p;
	it->n = n;
	it->off = 1;
	return 0;
}

int
json_iter_next(struct json_iter *it, struct json_span *key, struct json_span *val)
{
	const char *p = it->p;
	size_t off = it->off, e;

	if (off >= it->n || p[off] == '}' || p[off] == ']')
		return 0;
	key->p = NULL;
	key->n = 0;
	if (p[0] == '{') {
		e = string_end(p, it->n, off);
		key->p = p + off;
		key->n = e - off;
		off = e + 1;		/* the ':' */
	}
	e = json_skip(p + off, it->n - off);
	val->p = p + off;
	val->n = e;
	off += e;
	if (off < it->n && p[off] == ',')
		off++;
	it->off = off;
	return 1;
}

int
json_str_eq(struct json_span s, const char *lit)
{
	size_t len = strlen(lit);
	struct buf b = BUF_INIT;
	int eq;

	if (s.n < 2)
		return 0;
	if (memchr(s.p, '\\', s.n) == NULL)
		return s.n - 2 == len && memcmp(s.p + 1, lit, len) == 0;
	json_str_decode(s, &b);
	eq = b.len == len && memcmp(b.p, lit, len) == 0;
	buf_release(&b);
	return eq;
}

int
json_get(struct json_span obj, const char *key, struct json_span *val)
{
	struct json_iter it;
	struct json_span k, v;
	int found = 0;

	if (obj.n == 0 || obj.p[0] != '{' || json_iter_init(&it, obj.p, obj.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, key)) {
			*val = v;
			found = 1;
		}
	}
	return found;
}

static unsigned
hex4(const char *p)
{
	unsigned v = 0;

	for (int k = 0; k < 4; k++) {
		char c = p[k];

		v = v << 4 | (unsigned)(DIGIT(c) ? c - '0' :
		    (c >= 'a' && c <= 'f') ? c - 'a' + 10 : c - 'A' + 10);
	}
	return v;
}

static void
add_utf8(struct buf *out, unsigned cp)
{
	if (cp < 0x80) {
		buf_addc(out, (int)cp);
	} else if (cp < 0x800) {
		buf_addc(out, (int)(0xC0 | cp >> 6));
		buf_addc(out, (int)(0x80 | (cp & 0x3F)));
	} else if (cp < 0x10000) {
		buf_addc(out, (int)(0xE0 | cp >> 12));
		buf_addc(out, (int)(0x80 | (cp >> 6 & 0x3F)));
		buf_addc(out, (int)(0x80 | (cp & 0x3F)));
	} else {
		buf_addc(out, (int)(0xF0 | cp >> 18));
		buf_addc(out, (int)(0x80 | (cp >> 12 & 0x3F)));
		buf_addc(out, (int)(0x80 | (cp >> 6 & 0x3F)));
		buf_addc(out, (int)(0x80 | (cp & 0x3F)));
	}
}

size_t
json_str_decode(struct json_span s, struct buf *out)
{
	const char *p = s.p + 1, *end = s.p + s.n - 1;
	size_t nuls = 0;

	buf_grow(out, s.n);
	while (p < end) {
		const char *bs = memchr(p, '\\', (size_t)(end - p));
		unsigned cp;

		if (bs == NULL) {
			buf_add(out, p, (size_t)(end - p));
			break;
		}
		buf_add(out, p, (size_t)(bs - p));
		p = bs + 1;
		switch (*p) {
		case 'b': buf_addc(out, '\b'); p++; continue;
		case 'f': buf_addc(out, '\f'); p++; continue;
		case 'n': buf_addc(out, '\n'); p++; continue;
		case 'r': buf_addc(out, '\r'); p++; continue;
		case 't': buf_addc(out, '\t'); p++; continue;
		case 'u': break;
		default: buf_addc(out, *p); p++; continue;
		}
		cp = hex4(p + 1);
		p += 5;
		if (cp >= 0xD800 && cp <= 0xDBFF && end - p >= 6 && p[0] == '\\' &&
		    p[1] == 'u') {
			unsigned lo = hex4(p + 2);

			if (lo >= 0xDC00 && lo <= 0xDFFF) {
				cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
				p += 6;
			}
		}
		if (cp >= 0xD800 && cp <= 0xDFFF)
			cp = 0xFFFD;
		if (cp == 0)
			nuls++;
		add_utf8(out, cp);
	}
	return nuls;
}

void
json_str_encode(struct buf *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t run = 0;

	buf_grow(out, n + 2);
	buf_addc(out, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		const char *esc = NULL;

		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		buf_add(out, s + run, i - run);
		run = i + 1;
		switch (c) {
		case '"': esc = "\\\""; break;
		case '\\': esc = "\\\\"; break;
		case '\b': esc = "\\b"; break;
		case '\f': esc = "\\f"; break;
		case '\n': esc = "\\n"; break;
		case '\r': esc = "\\r"; break;
		case '\t': esc = "\\t"; break;
		}
		if (esc != NULL) {
			buf_adds(out, esc);
		} else {
			buf_add(out, "\\u00", 4);
			buf_addc(out, hex[c >> 4]);
			buf_addc(out, hex[c & 15]);
		}
	}
	buf_add(out, s + run, n - run);
	buf_addc(out, '"');
}

int
json_int64(struct json_span v, int64_t *out)
{
	uint64_t acc = 0, lim;
	size_t i = 0;
	int neg = 0;

	if (v.n > 0 && v.p[0] == '-') {
		neg = 1;
		i = 1;
	}
	if (i >= v.n)
		return -1;
	lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
	for (; i < v.n; i++) {
		unsigned d;

		if (!DIGIT(v.p[i]))
			return -1;
		d = (unsigned)(v.p[i] - '0');
		if (acc > (lim - d) / 10)
			return -1;
		acc = acc * 10 + d;
	}
	*out = neg ? (acc == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)acc) :
	    (int64_t)acc;
	return 0;
}
