// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Staking {
    struct Stake {
        uint128 amount;
        uint128 reward;
        uint64 since;
        uint64 lockedUntil;
        bool active;
    }

    mapping(address => Stake) public stakes;

    function rewardOf(address account) external view returns (uint128) {
        return stakes[account].reward;
    }

    function isLocked(address account) external view returns (bool) {
        return stakes[account].lockedUntil > block.timestamp;
    }

    function stake(uint128 amount) external {
        stakes[msg.sender] = Stake(amount, 0, uint64(block.timestamp), true);
    }
}
