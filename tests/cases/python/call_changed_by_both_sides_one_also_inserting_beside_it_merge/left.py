def start(server):
    server.configure(debug=False, port=8080)
    server.log("configured")
    server.run()
