/*
 * id.h - session ids and their file-name encoding.
 *
 * A session id is any non-empty UTF-8 string without NUL.  File backends
 * store a session under its encoded name: every byte outside [A-Za-z0-9_.-]
 * becomes %XX (upper-case hex), and so does a leading '.', so no encoded
 * name is "", ".", "..", holds a '/', or starts with '.' (names starting with
 * '.' are the store's own temporary and lock files).  Decoding accepts only
 * canonical encodings, so name <-> id is a bijection.
 *
 * Ownership: results are appended to caller-owned buffers.
 */
#ifndef ID_H
#define ID_H

#include <stddef.h>

#include "buf.h"

/* Longest encoded name accepted, leaving room for suffixes like
 * ".meta.json" within NAME_MAX (255). */
#define ID_NAME_MAX	240

/* 1 if id[0..n) is a valid session id. */
int	id_valid(const char *id, size_t n);
/* Check a user-given id: ST_OK, or ST_USAGE after a message. */
int	id_check(const char *id);
/* Append the encoded name of id; ST_OK, or ST_USAGE (with a message) if it
 * would exceed ID_NAME_MAX. */
int	id_encode(const char *id, struct buf *out);
/* Append the id that name[0..n) encodes: 0, or -1 if name is not a
 * canonical encoding of a valid id (out is then unspecified). */
int	id_decode(const char *name, size_t n, struct buf *out);

/* Append a fresh random UUID (version 4, lower-case 8-4-4-4-12 hex) from
 * /dev/urandom: ST_OK, or ST_IO after a message. */
int	id_uuid_random(struct buf *out);

#endif
