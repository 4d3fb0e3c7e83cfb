resource "aws_instance" "worker" {
  ami       = "ami-123"
  user_data = <<-EOF
    #!/usr/bin/env python3
    for name in ["a", "b"]:
        print(name)
        print("done")
  EOF
}
