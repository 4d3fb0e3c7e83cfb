enum Code {
    Ok = 0,
    NotFound = 1,
    Denied = 2,
}

fn f() -> Code {
    Code::Ok
}
