// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

type Wad is uint256;
type Ray is uint256;

uint256 constant WAD = 1e18;
uint256 constant RAY = 1e27;

function wmul(Wad a, Wad b) pure returns (Wad) {
    return Wad.wrap((Wad.unwrap(a) * Wad.unwrap(b)) / WAD);
}

function toRay(Wad a) pure returns (Ray) {
    return Ray.wrap(Wad.unwrap(a) * 1e9);
}
