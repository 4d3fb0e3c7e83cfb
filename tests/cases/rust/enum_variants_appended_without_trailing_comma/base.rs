#[derive(Debug, PartialEq)]
pub enum Method {
    Get,
    Post
}

pub fn is_safe(m: &Method) -> bool {
    *m == Method::Get
}
