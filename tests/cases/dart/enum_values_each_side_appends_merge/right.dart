enum Status {
  active,
  paused,
  deleted;

  bool get isLive => this == Status.active;
}
