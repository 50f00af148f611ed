func.func @""() {
  return
}
