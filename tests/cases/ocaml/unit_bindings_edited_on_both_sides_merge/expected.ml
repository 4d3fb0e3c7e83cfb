let () = Printexc.record_backtrace (Sys.getenv_opt "DEBUG" <> None)

let config = Config.load ()

let () = Server.run ~port:8080 config
