instance_type = "t3.micro"
region        = "eu-west-1"
max_size      = 5
