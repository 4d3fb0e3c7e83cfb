let () = Printexc.record_backtrace true

let config = Config.load ()

let () = Server.run ~port:8080 config
