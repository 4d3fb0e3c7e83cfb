enum Status {
  active,
  paused,
  archived,
  deleted;

  bool get isLive => this == Status.active;
}
