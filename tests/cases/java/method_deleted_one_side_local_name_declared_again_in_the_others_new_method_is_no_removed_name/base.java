class Client {
    String fetch(String url) {
        String response = http.get(url);
        return response.trim();
    }

    int status() {
        return 200;
    }
}
