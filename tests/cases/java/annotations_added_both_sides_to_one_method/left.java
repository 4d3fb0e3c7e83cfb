class Report {
    @Override
    String render() {
        return "";
    }
}
