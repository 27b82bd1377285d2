"""Semerka ("Seven", the Czech Sedma): a trick-taking game for two to four players with wild sevens."""
