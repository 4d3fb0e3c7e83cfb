variable "name" {
  type = string
}

# The tags every resource carries.
variable "tags" {
  type    = map(string)
  default = { team = "platform" }
}

variable "enabled" {
  type    = bool
  default = true
}

# Who is paged when the stack fails.
variable "owner" {
  type = string
}
