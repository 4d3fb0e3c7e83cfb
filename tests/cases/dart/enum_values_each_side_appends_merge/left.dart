enum Status {
  active,
  paused,
  archived;

  bool get isLive => this == Status.active;
}
