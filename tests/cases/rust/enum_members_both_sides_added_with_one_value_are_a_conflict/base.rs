enum Code {
    Ok = 0,
    NotFound = 1,
}

fn f() -> Code {
    Code::Ok
}
