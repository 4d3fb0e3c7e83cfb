class Client {
    String post(String url, String body) {
        String response = http.post(url, body);
        return response.strip();
    }

    String fetch(String url) {
        String response = http.get(url);
        return response.trim();
    }

    int status() {
        return 200;
    }
}
