// Placeholder: the importer is being written (issue #2).
#include <cstdio>
int main() {
  std::fprintf(stderr, "zero-import: not built yet\n");
  return 1;
}
