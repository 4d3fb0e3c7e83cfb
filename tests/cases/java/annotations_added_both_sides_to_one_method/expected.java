class Report {
    @Override
    @Deprecated
    String render() {
        return "report";
    }
}
