//! Scratch verification tool (not part of upstream): perft and legal-move listing using the
//! gyges crate's own move generation.
//!
//! Positions use the text format "r6/r5/r4/r3/r2/r1 S|N" ('.' empty, digits = piece size).
//!
//!   perft MODE [flip]   reads lines from stdin
//!     MODE = perft : each line "POSITION ; DEPTH" -> prints "POSITION ; DEPTH ; COUNT ; PASSES"
//!     MODE = legal : each line "POSITION"         -> prints the sorted legal moves, space separated
//!   flip: for North to move, mirror the board (rank r -> 7-r, files unchanged) and generate for
//!         Player::One, as the UGI front end must do; otherwise generate for Player::Two directly.
use std::io::{self, BufRead, Write};

use gyges::board::BoardState;
use gyges::core::{Player, SQ};
use gyges::moves::movegen::{GenMoves, MoveGen, NoQuit};
use gyges::moves::{Move, MoveType};

fn parse(pos: &str, flip: bool) -> (BoardState, Player, bool) {
    let mut it = pos.split_whitespace();
    let board_txt = it.next().unwrap();
    let side = it.next().unwrap();
    let rows: Vec<&str> = board_txt.split('/').collect();
    assert_eq!(rows.len(), 6);
    let north = side == "N";
    let mirrored = north && flip;
    let mut arr = [0usize; 38];
    for (i, row) in rows.iter().enumerate() {
        let rank = 5 - i; // rows[0] is rank 6 -> engine row 5
        let erow = if mirrored { 5 - rank } else { rank };
        for (c, ch) in row.chars().enumerate() {
            arr[erow * 6 + c] = if ch == '.' { 0 } else { ch.to_digit(10).unwrap() as usize };
        }
    }
    let board = BoardState::from(arr);
    let player = if north && !flip { Player::Two } else { Player::One };
    (board, player, mirrored)
}

fn sq_name(sq: SQ, mirrored: bool) -> String {
    let s = sq.0 as usize;
    if s == 36 { return if mirrored { "N".into() } else { "S".into() }; }
    if s == 37 { return if mirrored { "S".into() } else { "N".into() }; }
    let (r, c) = (s / 6, s % 6);
    let r = if mirrored { 5 - r } else { r };
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

fn move_text(mv: &Move, mirrored: bool) -> String {
    match mv.flag {
        MoveType::Bounce => format!("{}-{}", sq_name(mv.data[0].1, mirrored), sq_name(mv.data[1].1, mirrored)),
        MoveType::Drop => format!("{}-{}>{}", sq_name(mv.data[0].1, mirrored), sq_name(mv.data[1].1, mirrored), sq_name(mv.data[2].1, mirrored)),
        MoveType::None => "null".into(),
    }
}

fn gen(mg: &mut MoveGen, b: &mut BoardState, p: Player) -> Vec<Move> {
    let mut r = unsafe { mg.gen::<GenMoves, NoQuit>(b, p) };
    r.move_list.moves(b)
}

/// Sequences of exactly `depth` plies; a win only as the last ply; a forced pass is a move;
/// a second pass in a row ends the game.
fn perft(mg: &mut MoveGen, b: &mut BoardState, p: Player, depth: u32, prev_pass: bool, passes: &mut u64) -> u64 {
    let moves = gen(mg, b, p);
    if moves.is_empty() {
        *passes += 1;
        if depth == 1 || prev_pass { return if depth == 1 { 1 } else { 0 }; }
        return perft(mg, b, p.other(), depth - 1, true, passes);
    }
    if depth == 1 { return moves.len() as u64; }
    let mut n = 0;
    for mv in moves.iter() {
        if mv.is_win() { continue; }
        b.make_move(mv);
        n += perft(mg, b, p.other(), depth - 1, false, passes);
        b.unmake_move(mv);
    }
    n
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map(|s| s.as_str()).unwrap_or("legal").to_string();
    let flip = args.iter().any(|a| a == "flip");
    let mut mg = MoveGen::default();
    let stdin = io::stdin();
    let mut out = io::stdout();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') { continue; }
        if mode == "perft" {
            let parts: Vec<&str> = line.split(';').map(|s| s.trim()).collect();
            let (mut b, p, _) = parse(parts[0], flip);
            let d: u32 = parts[1].parse().unwrap();
            let mut passes = 0;
            let n = perft(&mut mg, &mut b, p, d, false, &mut passes);
            writeln!(out, "{} ; {} ; {} ; {}", parts[0], d, n, passes).unwrap();
        } else {
            let (mut b, p, m) = parse(line, flip);
            let mut v: Vec<String> = gen(&mut mg, &mut b, p).iter().map(|mv| move_text(mv, m)).collect();
            v.sort();
            let total = v.len();
            v.dedup();
            if v.len() != total { eprintln!("DUPLICATES in {}", line); }
            writeln!(out, "{}", v.join(" ")).unwrap();
        }
        out.flush().unwrap();
    }
}
