enum Code {
    Ok = 0,
    NotFound = 1,
    Timeout = 2,
}

fn f() -> Code {
    Code::Ok
}
