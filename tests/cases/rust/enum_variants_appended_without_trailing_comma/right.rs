#[derive(Debug, PartialEq)]
pub enum Method {
    Get,
    Post,
    Head
}

pub fn is_safe(m: &Method) -> bool {
    *m == Method::Get
}
