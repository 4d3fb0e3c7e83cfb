{ lib, stdenv, fetchFromGitHub, zlib, ... }:

stdenv.mkDerivation rec {
  pname = "tally";
  version = "0.4.1";

  src = fetchFromGitHub {
    owner = "acme";
    repo = "tally";
    rev = "v${version}";
  };

  buildInputs = [ zlib ];

  doCheck = true;

  meta = with lib; {
    description = "Count things fast";
    homepage = "https://example.org/tally";
    license = licenses.mit;
  };
}
