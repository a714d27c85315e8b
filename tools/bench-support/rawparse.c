/* rawparse: the limit for parity-check's loading — read each file and parse it with json-c, nothing else.
 *
 * usage: rawparse [--walk] [-j THREADS] FILE...
 * Parses like the harness (json_tokener_new_ex with depth 256, json_tokener_parse_ex over the whole buffer),
 * counts the elements of each file's top-level "cases" array, frees the tree, and prints
 *   files=N bytes=B cases=C
 * With --walk it also visits every value of the tree through json-c's accessors before freeing it (each node's
 * type; each object's members by json-c's iterator; each array's elements by index; each scalar's value, a string's
 * bytes included): the least any reader of json-c's tree does to judge every case, whatever it is written in
 * (tools/bench's tighter ceiling), and prints values=V as well.
 * Exits 1 if a file cannot be read or parsed. With -j > 1, threads take files from a shared counter, the way
 * DispatchQueue.concurrentPerform spreads the harness's files.
 */
#include <json.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char **paths;
static int path_count;
static atomic_int next_index;
static atomic_long total_bytes, total_cases;
static atomic_int failures;
static int walking;
static atomic_long total_values;

/* Every value below `node`, through the accessors a reader of the tree calls; returns how many values it saw and
 * folds what it read into *sink, so that no read can be left out by the compiler. */
static long walk(json_object *node, unsigned long *sink) {
  switch (json_object_get_type(node)) {
  case json_type_null: return 1;
  case json_type_boolean: *sink += (unsigned long)json_object_get_boolean(node); return 1;
  case json_type_int: *sink += (unsigned long)json_object_get_int64(node); return 1;
  case json_type_double: {
    double value = json_object_get_double(node);
    unsigned long bits;
    memcpy(&bits, &value, sizeof bits);
    *sink += bits;
    return 1;
  }
  case json_type_string: {
    const char *text = json_object_get_string(node);
    int length = json_object_get_string_len(node);
    for (int i = 0; i < length; i++) *sink += (unsigned char)text[i];
    return 1;
  }
  case json_type_array: {
    long seen = 1;
    size_t count = json_object_array_length(node);
    for (size_t i = 0; i < count; i++) seen += walk(json_object_array_get_idx(node, i), sink);
    return seen;
  }
  case json_type_object: {
    long seen = 1;
    struct json_object_iterator it = json_object_iter_begin(node), end = json_object_iter_end(node);
    while (!json_object_iter_equal(&it, &end)) {
      *sink += (unsigned char)json_object_iter_peek_name(&it)[0];
      seen += walk(json_object_iter_peek_value(&it), sink);
      json_object_iter_next(&it);
    }
    return seen;
  }
  }
  return 1;
}

static char *read_file(const char *path, long *length) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buffer = malloc(size > 0 ? (size_t)size : 1);
  if (buffer && size > 0 && fread(buffer, 1, (size_t)size, f) != (size_t)size) {
    free(buffer);
    buffer = NULL;
  }
  fclose(f);
  *length = size;
  return buffer;
}

static void *worker(void *unused) {
  (void)unused;
  for (;;) {
    int index = atomic_fetch_add(&next_index, 1);
    if (index >= path_count) return NULL;
    long length = 0;
    char *text = read_file(paths[index], &length);
    if (!text) {
      fprintf(stderr, "rawparse: cannot read %s\n", paths[index]);
      atomic_fetch_add(&failures, 1);
      continue;
    }
    struct json_tokener *tokener = json_tokener_new_ex(256);
    json_object *root = json_tokener_parse_ex(tokener, text, (int)length);
    if (json_tokener_get_error(tokener) != json_tokener_success) {
      fprintf(stderr, "rawparse: %s: %s\n", paths[index],
              json_tokener_error_desc(json_tokener_get_error(tokener)));
      atomic_fetch_add(&failures, 1);
    } else {
      json_object *cases = NULL;
      if (json_object_object_get_ex(root, "cases", &cases) && json_object_is_type(cases, json_type_array))
        atomic_fetch_add(&total_cases, (long)json_object_array_length(cases));
      atomic_fetch_add(&total_bytes, length);
      if (walking) {
        unsigned long sink = 0;
        atomic_fetch_add(&total_values, walk(root, &sink));
        if (sink == 1) fprintf(stderr, " ");  /* never in practice: keeps the reads */
      }
    }
    json_object_put(root);
    json_tokener_free(tokener);
    free(text);
  }
}

int main(int argc, char **argv) {
  int threads = 1, first = 1;
  if (argc > first && strcmp(argv[first], "--walk") == 0) {
    walking = 1;
    first++;
  }
  if (argc > first + 1 && strcmp(argv[first], "-j") == 0) {
    threads = atoi(argv[first + 1]);
    first += 2;
  }
  if (threads < 1 || first >= argc) {
    fprintf(stderr, "usage: rawparse [--walk] [-j THREADS] FILE...\n");
    return 2;
  }
  paths = argv + first;
  path_count = argc - first;
  pthread_t ids[64];
  if (threads > 64) threads = 64;
  for (int i = 1; i < threads; i++) pthread_create(&ids[i], NULL, worker, NULL);
  worker(NULL);
  for (int i = 1; i < threads; i++) pthread_join(ids[i], NULL);
  printf("files=%d bytes=%ld cases=%ld", path_count, (long)total_bytes, (long)total_cases);
  if (walking) printf(" values=%ld", (long)total_values);
  printf("\n");
  return failures ? 1 : 0;
}
