enum Status {
  active,
  paused;

  bool get isLive => this == Status.active;
}
