import { describe, expect, it } from 'vitest';
import { sireName, splitSurnames } from './names';

describe('names for the SIRE file', () => {
  it.each([
    ['José María', 'JOSÉ MARÍA'],
    ['  ana   lucía ', 'ANA LUCÍA'],
    ['Jean-Pierre', 'JEAN PIERRE'],
    ["D'Angelo", 'DANGELO'],
    ['Şahin', 'SAHIN'],
    ['Łukasz', 'LUKASZ'],
    ['Müller', 'MÜLLER'],
    ['Groß', 'GROSS'],
    ['', ''],
    [null, ''],
  ])('writes %j as %j', (input, output) => {
    expect(sireName(input)).toEqual({ text: output });
  });

  it.each([
    ['Luis 2', 'solo se admiten letras'],
    ['Ana.', 'solo se admiten letras'],
    ['Иван', 'hay letras que el archivo de SIRE no admite'],
    ['王', 'hay letras que el archivo de SIRE no admite'],
  ])('refuses %j: %s', (input, problem) => {
    expect(sireName(input)).toEqual({ problem });
  });
});

describe('first and second surname from one field', () => {
  it.each([
    ['Gómez Díaz', 'Gómez', 'Díaz'],
    ['Smith', 'Smith', ''],
    ['De la Cruz Pérez', 'De la Cruz', 'Pérez'],
    ['García de la Torre', 'García', 'de la Torre'],
    ['van der Berg', 'van der Berg', ''],
    ['Da Silva Santos', 'Da Silva', 'Santos'],
    ['  Ruiz   Gómez  ', 'Ruiz', 'Gómez'],
    ['', '', ''],
  ])('splits %j into %j and %j', (apellidos, primer, segundo) => {
    expect(splitSurnames(apellidos)).toEqual({ primer, segundo });
  });
});
