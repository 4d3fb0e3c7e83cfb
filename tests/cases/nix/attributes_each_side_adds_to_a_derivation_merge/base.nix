{ lib, stdenv, fetchFromGitHub, ... }:

stdenv.mkDerivation rec {
  pname = "tally";
  version = "0.4.1";

  src = fetchFromGitHub {
    owner = "acme";
    repo = "tally";
    rev = "v${version}";
  };

  buildInputs = [ ];

  meta = with lib; {
    description = "Count things fast";
    license = licenses.mit;
  };
}
