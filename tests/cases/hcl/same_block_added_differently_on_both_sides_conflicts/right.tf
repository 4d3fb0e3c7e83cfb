variable "region" {
  type = string
}

output "region" {
  value       = var.region
  description = "The region of every resource"
}
