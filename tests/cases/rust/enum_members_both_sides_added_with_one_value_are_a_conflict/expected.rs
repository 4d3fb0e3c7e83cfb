enum Code {
    Ok = 0,
    NotFound = 1,
<<<<<<< left
    Timeout = 2,
||||||| base
=======
    Denied = 2,
>>>>>>> right
}

fn f() -> Code {
    Code::Ok
}
