class Report {
    String render() {
        return "";
    }
}
