enum class Status {
  OPEN,
  PAID,
}
