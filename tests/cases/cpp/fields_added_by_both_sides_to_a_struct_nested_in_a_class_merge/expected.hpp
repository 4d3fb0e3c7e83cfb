#pragma once

#include <string>

class Uploader {
 public:
  struct Options {
    std::string bucket;
    int retries = 3;
    int timeout_ms = 5000;
    bool compress = false;
  };

  explicit Uploader(Options opts);

 private:
  Options opts_;
};
