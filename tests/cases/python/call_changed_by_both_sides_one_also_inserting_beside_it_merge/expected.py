def start(server):
    server.configure(debug=False, port=8080, host="0.0.0.0")
    server.log("configured")
    server.run()
